import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { ReportFormSchema } from "@campuslar/domain/report/report-forms";
import { reportMessage } from "@campuslar/domain/report/report-messages";
import { data, type RouterContextProvider } from "react-router";
import { postApiForm } from "../../api/api-form.server.ts";
import { idempotencyHeaders, typedValues } from "../../api/form-values.server.ts";
import { REPORT_FIELDS, type ReportActionData } from "../../catalogue/listing-actions/report-listing-form.tsx";
import { t } from "../../i18n/t.ts";
import "../../catalogue/listing-actions/report-listing-messages.ts";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider>; url: URL; params: { code?: string } };

/**
 * A report of a listing, from the property page's form (in place, with JavaScript) or the report
 * page's (without): checked with the domain's schema, each message next to its field in the
 * visitor's language, then sent to the API with the form's `Idempotency-Key`. A refusal comes
 * back with everything typed.
 */
export async function submitReport({ request, context, url, params }: ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const code = (params.code ?? "").toUpperCase();
  const form = await request.formData();
  const values = typedValues(form, REPORT_FIELDS);
  const parsed = ReportFormSchema.safeParse(values);
  if (!parsed.success) {
    const fields = localizeFieldErrors(parsed.error.issues, (key) => reportMessage(key, locale));
    return data({ sent: false, values, errors: { fields } } satisfies ReportActionData, { status: 400 });
  }
  const result = await postApiForm<{ id: number }>(
    context,
    `/v2/properties/${encodeURIComponent(code)}/reports`,
    parsed.data,
    locale,
    {
      unavailable: t(locale, "report.unavailable"),
      tooMany: (minutes) => t(locale, "report.tooMany", { minutes }),
    },
    idempotencyHeaders(form),
  );
  if (!result.ok) {
    return data({ sent: false, values, errors: result.errors } satisfies ReportActionData, { status: result.status });
  }
  return { sent: true } satisfies ReportActionData;
}
