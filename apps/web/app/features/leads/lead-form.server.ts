import type { Locale } from "@campuslar/domain/i18n/locales";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href, type PageId } from "@campuslar/domain/routes/route-table";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { parseForm, postApiForm } from "../../api/api-form.server.ts";
import { idempotencyHeaders, type TypedValues, typedValues } from "../../api/form-values.server.ts";
import { t } from "../../i18n/t.ts";
import { type LeadFormErrors, type LeadFormValues, SENT_PARAM } from "./lead-form-fields.ts";
import "./messages.ts";

export type LeadFormActionData = { values: LeadFormValues; errors: LeadFormErrors };

type LeadFormArgs<Schema extends z.ZodType> = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
  /** The page the form lives on: the thank-you state is shown there. */
  page: PageId;
  /** The id of the form's section, so the thank-you state is in view after the redirect. */
  anchor: string;
  fields: readonly string[];
  /** The domain's schema for today (dates not in the past), per language only in its messages. */
  schema: Schema;
  /** The API route, e.g. `/v2/property/advertise`. */
  apiPath: string;
  /** The API's body from the typed text (the form's names are the API's, nested where needed). */
  body?: (values: TypedValues) => unknown;
};

/**
 * One lead form's action: the typed values checked with the domain's schema (every message next
 * to its field in the visitor's language, with or without JavaScript), then sent to the API with
 * the form's `Idempotency-Key`, so a double submit is one lead. A refusal (the API's field
 * messages, too many tries, the API down) comes back with everything typed; success shows the
 * page again with the receipt's reference (`?enviado=ADV-12`).
 */
export async function submitLeadForm<Schema extends z.ZodType>({
  request,
  context,
  url,
  page,
  anchor,
  fields,
  schema,
  apiPath,
  body = (values) => values,
}: LeadFormArgs<Schema>) {
  const locale: Locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const values = typedValues(form, fields);

  const parsed = parseForm(schema, body(values), locale);
  if (!parsed.ok) {
    return data({ values, errors: parsed.errors } satisfies LeadFormActionData, { status: 400 });
  }

  const result = await postApiForm<{ reference: string }>(
    context,
    apiPath,
    parsed.data,
    locale,
    {
      unavailable: t(locale, "leadForm.unavailable"),
      tooMany: (minutes) => t(locale, "leadForm.tooMany", { minutes }),
    },
    idempotencyHeaders(form),
  );
  if (!result.ok) {
    return data({ values, errors: result.errors } satisfies LeadFormActionData, { status: result.status });
  }
  const sent = new URLSearchParams({ [SENT_PARAM]: result.data.reference });
  return redirect(`${href(page, locale)}?${sent}#${anchor}`);
}
