import { REPORT_MESSAGE_MAX, REPORT_REASONS } from "@campuslar/domain/report/report-enums";
import { href } from "@campuslar/domain/routes/route-table";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { ChoiceGroupField } from "../../ui/form/choice-group-field.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { TextAreaField } from "../../ui/form/textarea-field.tsx";
import "./report-listing-messages.ts";

/** The form's fields as the visitor typed them. */
export type ReportFormValues = { reason?: string; message?: string; email?: string };

/** What the report action answers: sent, or everything typed with a message per field. */
export type ReportActionData =
  | { sent: true }
  | { sent: false; values: ReportFormValues; errors: { fields: Record<string, string>; form?: string } };

export const REPORT_FIELDS = ["reason", "message", "email"] as const;

/** The fields, the hidden key that makes a double submit one report, and the button. */
function ReportFields({
  idempotencyKey,
  result,
  pending,
}: {
  idempotencyKey: string;
  result: ReportActionData | undefined;
  pending: boolean;
}) {
  const { t } = useT();
  const failed = result && !result.sent ? result : undefined;
  const errors = failed?.errors.fields ?? {};
  const values = failed?.values ?? {};
  return (
    <div className="space-y-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {failed?.errors.form ? <FormAlert compact>{failed.errors.form}</FormAlert> : null}
      <ChoiceGroupField
        name="reason"
        label={t("report.reason")}
        defaultValue={values.reason}
        error={errors.reason}
        options={REPORT_REASONS.map((reason) => ({ value: reason, label: t(`report.reason.${reason}`) }))}
      />
      <TextAreaField
        name="message"
        label={t("report.message")}
        hint={t("report.message.hint", { max: REPORT_MESSAGE_MAX })}
        defaultValue={values.message}
        error={errors.message}
        maxLength={REPORT_MESSAGE_MAX}
        rows={3}
      />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t("report.email")}
        hint={t("report.email.hint")}
        defaultValue={values.email}
        error={errors.email}
      />
      <Button type="submit" variant="accent" busy={pending}>
        {pending ? t("report.sending") : t("report.submit")}
      </Button>
    </div>
  );
}

/** "Thank you, we will look into it", in place of the form; focused so it is read out. */
export function ReportThanks({ children }: { children?: ReactNode }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-xl border border-pine-200 bg-pine-50 p-4 text-pine-900 outline-none"
    >
      <p className="font-semibold">{t("report.thanks.title")}</p>
      <p className="mt-1">{t("report.thanks.text")}</p>
      {children}
    </div>
  );
}

/** After a refusal, the first field with a message gets focus (its message is read with it). */
function useFocusFirstError(result: ReportActionData | undefined, form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    if (result && !result.sent) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [result, form]);
}

/**
 * The property page's discreet "Report this listing": a native disclosure (keyboard and screen
 * reader friendly, open without JavaScript) holding a form that posts to the report page's
 * action. With JavaScript it is sent in place and the thank-you replaces the form; without, the
 * report page answers with the same form, its messages and everything typed.
 */
export function ReportListingDisclosure({ code, idempotencyKey }: { code: string; idempotencyKey: string }) {
  const { locale, t } = useT();
  const fetcher = useFetcher<ReportActionData>({ key: `report-${code}` });
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  useFocusFirstError(result, formRef);
  // The form is drawn once the disclosure is opened (with JavaScript): closed, its fields would be
  // hidden controls on every listing page. Without JavaScript the disclosure leads to the report page.
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="group rounded-xl border border-sand-200 bg-white"
      data-report-listing
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 text-sm font-medium text-ink-700 underline-offset-2 hover:text-brand-800 hover:underline [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
          <path d="M4 2a1 1 0 0 1 1 1v.5h9.3a.7.7 0 0 1 .6 1l-1.6 3.3 1.6 3.3a.7.7 0 0 1-.6 1H5V18a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Z" />
        </svg>
        {t("report.open")}
      </summary>
      <div className="border-t border-sand-200 px-4 py-4">
        {result?.sent ? (
          <ReportThanks />
        ) : !opened ? (
          <AppLink
            to={href("reportListing", locale, { code })}
            className="text-sm font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-900"
          >
            {t("report.continue")}
          </AppLink>
        ) : (
          <>
            <h2 className="font-display text-lg font-semibold text-ink-900">{t("report.title")}</h2>
            <p className="mt-1 mb-4 text-sm text-ink-700">{t("report.intro")}</p>
            <fetcher.Form
              ref={formRef}
              method="post"
              action={href("reportListing", locale, { code })}
              noValidate
              aria-label={t("report.title")}
            >
              <ReportFields idempotencyKey={idempotencyKey} result={result} pending={fetcher.state !== "idle"} />
            </fetcher.Form>
          </>
        )}
      </div>
    </details>
  );
}

/** The report page's form: a plain POST to its own action, the page's answer shown in it. */
export function ReportListingPageForm({
  idempotencyKey,
  result,
  pending,
}: {
  idempotencyKey: string;
  result: ReportActionData | undefined;
  pending: boolean;
}) {
  const { t } = useT();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(result, formRef);
  return (
    <Form ref={formRef} method="post" noValidate aria-label={t("report.title")}>
      <ReportFields idempotencyKey={idempotencyKey} result={result} pending={pending} />
    </Form>
  );
}
