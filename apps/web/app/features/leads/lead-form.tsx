import { COMPANY } from "@campuslar/domain/site/company";
import { whatsappText } from "@campuslar/domain/site/whatsapp";
import { type ReactNode, useEffect, useRef } from "react";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { IdempotentForm } from "../../ui/form/idempotent-form.tsx";
import { ListingIcon } from "../../ui/icons/listing-icons.tsx";
import { NumberedSteps } from "../../ui/numbered-steps.tsx";
import { WhatsAppCta } from "../../ui/whatsapp-cta.tsx";
import {
  ADVERTISE_FIELDS,
  CONCIERGE_FIELDS,
  FORM_ANCHORS,
  type LeadFormErrors,
  SERVICE_FIELDS,
} from "./lead-form-fields.ts";
import "./messages.ts";

/**
 * Each lead form's section: its anchor (links and the thank-you redirect point there), the
 * fields it shows (a message for any other goes on top), and its words.
 */
const LEAD_FORMS = {
  advertise: {
    id: FORM_ANCHORS.advertise,
    fields: ADVERTISE_FIELDS,
    heading: "advertisePage.form.heading",
    lead: "advertisePage.form.lead",
    submit: "advertisePage.submit",
  },
  conciergeFgv: {
    id: FORM_ANCHORS.conciergeFgv,
    fields: CONCIERGE_FIELDS,
    heading: "fgvPage.form.heading",
    lead: "fgvPage.form.lead",
    submit: "fgvPage.submit",
  },
  services: {
    id: FORM_ANCHORS.services,
    fields: SERVICE_FIELDS,
    heading: "servicesPage.form.heading",
    lead: "servicesPage.form.lead",
    submit: "servicesPage.submit",
  },
} as const;

type LeadFormProps = {
  form: keyof typeof LEAD_FORMS;
  /** A key made for this render of the form, sent as `Idempotency-Key`: a double submit is one lead. */
  idempotencyKey: string;
  errors?: LeadFormErrors | undefined;
  children: ReactNode;
};

/** The frame of a lead form: its section and heading around the form (`IdempotentForm`). */
export function LeadForm({ form, idempotencyKey, errors, children }: LeadFormProps) {
  const { t } = useT();
  const { id, fields, heading, lead, submit } = LEAD_FORMS[form];
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-sand-200 bg-white p-5 sm:p-8"
    >
      <h2 id={headingId} className="font-display text-h2 font-semibold text-ink-900">
        {t(heading)}
      </h2>
      <p className="mt-2 text-ink-700">{t(lead)}</p>
      <IdempotentForm
        scopeId={id}
        idempotencyKey={idempotencyKey}
        errors={errors}
        fields={fields}
        failed={t("leadForm.failed")}
        submitLabel={t(submit)}
        submittingLabel={t("leadForm.submitting")}
        submitClassName="w-full sm:w-auto"
        className="mt-6 space-y-8"
      >
        {children}
      </IdempotentForm>
    </section>
  );
}

/**
 * A group of related fields under a visible legend (the owner form's sections), with a note
 * for the whole group when it has one.
 */
export function FieldGroup({ legend, note, children }: { legend: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-sand-200 pt-5">
      <legend className="float-left w-full font-display text-h3 font-semibold text-ink-900">{legend}</legend>
      {note ? <p className="clear-left pt-1 text-sm text-ink-600">{note}</p> : null}
      <div className="clear-left grid gap-5 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** "Rather talk to someone?": the company's WhatsApp line and e-mail, beside a form. */
export function TalkToUs() {
  const { locale, t } = useT();
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-5">
      <h2 className="font-display text-h3 font-semibold text-ink-900">{t("leadForm.talk.heading")}</h2>
      <p className="mt-1 text-ink-700">{t("leadForm.talk.text")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
        <WhatsAppCta text={whatsappText(locale)} label={t("leadForm.talk.whatsapp")} />
        <a
          href={`mailto:${COMPANY.contactEmail}`}
          className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline underline-offset-4 hover:text-pine-900"
        >
          {COMPANY.contactEmail}
        </a>
      </div>
    </div>
  );
}

type SentNoticeProps = {
  id: string;
  heading: string;
  lead: string;
  steps: readonly string[];
  reference: string;
  /** The page without the thank-you state, to send another form. */
  againHref: string;
  children?: ReactNode;
};

/**
 * The thank-you state that replaces a form once its lead is stored: what happens next and the
 * receipt's reference. It takes focus when it appears, so a screen reader announces it.
 */
export function SentNotice({ id, heading, lead, steps, reference, againHref, children }: SentNoticeProps) {
  const { t } = useT();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-2xl border border-pine-600 bg-pine-50 p-5 outline-none sm:p-8"
      data-testid="lead-sent"
    >
      <div className="flex items-start gap-3">
        <span className="mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-pine-700 text-white">
          <ListingIcon name="check" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="font-display text-h2 font-semibold text-ink-900">
            {heading}
          </h2>
          <p className="mt-2 text-ink-700">{lead}</p>
        </div>
      </div>
      <div className="mt-6 rounded-xl bg-white p-4">
        <p className="text-sm font-semibold text-ink-700">{t("leadForm.reference")}</p>
        <p className="font-display text-h3 font-semibold text-pine-800" data-testid="lead-reference">
          {reference}
        </p>
        <p className="mt-1 text-sm text-ink-600">{t("leadForm.referenceNote")}</p>
      </div>
      <h3 className="mt-6 font-semibold text-ink-900">{t("leadForm.next")}</h3>
      <NumberedSteps steps={steps} marker="outline" />
      <div className="mt-6 flex flex-wrap gap-3">
        {children}
        <AppLink
          to={againHref}
          className="inline-flex min-h-11 items-center rounded-full border border-pine-700 bg-white px-5 font-semibold text-pine-800 hover:bg-pine-100"
        >
          {t("leadForm.sendAnother")}
        </AppLink>
      </div>
    </section>
  );
}
