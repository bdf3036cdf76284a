import { COMPANY } from "@campuslar/domain/site/company";
import { whatsappText } from "@campuslar/domain/site/whatsapp";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ListingIcon } from "../../ui/icons/listing-icons.tsx";
import { WhatsAppCta } from "../../ui/whatsapp-cta.tsx";
import type { LeadFormErrors } from "./lead-form-fields.ts";
import "./messages.ts";

type LeadFormProps = {
  /** The section's id: links and the thank-you redirect point here. */
  id: string;
  heading: string;
  lead: string;
  /** A key made for this render of the form, sent as `Idempotency-Key`: a double submit is one lead. */
  idempotencyKey: string;
  /** The names of the fields the form shows: a message for any other goes on top. */
  fields: readonly string[];
  errors?: LeadFormErrors;
  submitLabel: string;
  children: ReactNode;
};

/**
 * The frame of a lead form: heading, a plain POST to the page's action (so it works without
 * JavaScript), the message above the form when something is wrong, and the submit button. After a
 * refused submission with JavaScript, focus moves to the first field with a message.
 */
export function LeadForm({ id, heading, lead, idempotencyKey, fields, errors, submitLabel, children }: LeadFormProps) {
  const { t } = useT();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const headingId = `${id}-heading`;
  const messages = errors?.fields ?? {};
  // A field this form does not show by that name (a nested one such as `billsIncluded.water` is
  // shown by its group) would leave its message nowhere: it goes on top.
  const hidden = Object.entries(messages).find(
    ([field]) => !fields.includes(field) && !fields.some((shown) => shown.startsWith(`${field.split(".")[0]}.`)),
  )?.[1];
  const summary = errors?.form ?? hidden ?? (errors ? t("leadForm.failed") : undefined);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!errors) return;
    const invalid = document.querySelector<HTMLElement>(`#${id} [aria-invalid='true']`);
    (invalid ?? summaryRef.current)?.focus();
  }, [errors, id]);

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-sand-200 bg-white p-5 sm:p-8"
    >
      <h2 id={headingId} className="font-display text-h2 font-semibold text-ink-900">
        {heading}
      </h2>
      <p className="mt-2 text-ink-700">{lead}</p>
      <Form method="post" noValidate preventScrollReset className="mt-6 space-y-8">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {summary ? (
          <p
            ref={summaryRef}
            tabIndex={-1}
            role="alert"
            className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-brand-800"
          >
            {summary}
          </p>
        ) : null}
        {children}
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
        >
          {submitting ? t("leadForm.submitting") : submitLabel}
        </button>
      </Form>
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

type CheckboxGroupProps = {
  label: string;
  options: readonly { name: string; label: string }[];
  /** The names of the ticked boxes (what a failed submission sent). */
  checked: ReadonlySet<string>;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

/**
 * Tick boxes as one labelled group (fieldset and legend), each its own field sending "true" when
 * ticked, with the group's message under it; each option a whole row to tap, at least 44 px high.
 */
export function CheckboxGroupField({ label, options, checked, error, hint, className }: CheckboxGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="block text-sm font-semibold text-ink-900">{label}</legend>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </div>
      ) : null}
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.name}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-sand-300 bg-white px-3.5 py-2 text-ink-900 has-checked:border-pine-600 has-checked:bg-pine-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600"
          >
            <input
              type="checkbox"
              name={option.name}
              value="true"
              defaultChecked={checked.has(option.name)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-pine-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
    </fieldset>
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
      <ol className="mt-3 space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3 text-ink-700">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-pine-600 bg-white text-sm font-semibold text-pine-800"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
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
