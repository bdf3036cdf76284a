import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { interestBoundsOf } from "@campuslar/domain/lead/interest-bounds";
import { interestFormSchemaFor, purchaseInterestFormSchemaFor } from "@campuslar/domain/lead/lead-forms";
import { href } from "@campuslar/domain/routes/route-table";
import { data, type RouterContextProvider, redirect } from "react-router";
import { type FormErrors, parseForm, postApiForm } from "../../api/api-form.server.ts";
import { loadProperty } from "../../api/catalogue.server.ts";
import { idempotencyHeaders, typedValues } from "../../api/form-values.server.ts";
import { dropInterestHandover, handOverInterest } from "../../catalogue/listing-actions/interest-handover.server.ts";
import { t } from "../../i18n/t.ts";
import { INTEREST_FIELDS, type InterestValues, SALE_FIELDS } from "./interest-fields.ts";
import "./interest-messages.ts";

type ActionArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { code?: string };
  url: URL;
};

export type InterestActionData = { values: InterestValues; errors: FormErrors };

/**
 * The listing page's form: spec §3's tenant interest form (`POST /v2/property/interest`), or for
 * a sale listing its contact form (`POST /v2/property/purchase-interest`: the buyer's message,
 * and an offer and a day to visit only when given). Checked here with the domain's schema and,
 * for a rental, the listing's bounds (proposal, stay, room: the API checks the same), so
 * every message lands next to its field in the visitor's language, with or without JavaScript;
 * then sent to the API with the form's `Idempotency-Key`, so a double submit is one lead.
 * Success goes to the thank-you page.
 */
export async function submitInterest({ request, context, params, url }: ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const property = await loadProperty(context, String(params.code ?? "").toUpperCase(), locale);
  const sale = property.purpose === "sale";
  const values = typedValues(form, sale ? SALE_FIELDS : INTEREST_FIELDS);
  const today = saoPauloDate(new Date());

  const body = { ...values, propertyCode: property.code };
  const parsed = sale
    ? parseForm(purchaseInterestFormSchemaFor({ today }), body, locale)
    : parseForm(interestFormSchemaFor({ today, listing: interestBoundsOf(property) }), body, locale);
  if (!parsed.ok) {
    return data({ values, errors: parsed.errors } satisfies InterestActionData, { status: 400 });
  }

  const result = await postApiForm<{ reference: string }>(
    context,
    sale ? "/v2/property/purchase-interest" : "/v2/property/interest",
    parsed.data,
    locale,
    {
      unavailable: t(locale, "interest.unavailable"),
      tooMany: (minutes) => t(locale, "interest.tooMany", { minutes }),
    },
    idempotencyHeaders(form),
  );
  if (!result.ok) {
    return data({ values, errors: result.errors } satisfies InterestActionData, { status: result.status });
  }
  if (sale) {
    return redirect(href("interestThanks", locale), { headers: { "Set-Cookie": await dropInterestHandover() } });
  }
  // Issue 35: a rental's thank-you page invites the student to turn the interest into a
  // proposal, prefilled with the stay they just described.
  return redirect(href("interestThanks", locale), {
    headers: { "Set-Cookie": await handOverInterest(property.code, values) },
  });
}
