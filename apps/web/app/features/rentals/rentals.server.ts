import type { Locale } from "@campuslar/domain/i18n/locales";
import { type RentalSummary, RentalSummarySchema, RentalViewSchema } from "@campuslar/domain/rentals/rental-forms";
import { rentalMessage } from "@campuslar/domain/rentals/rental-messages";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { loadApiData } from "../../api/api-data.server.ts";
import { type ApiFormResult, postApiForm } from "../../api/api-form.server.ts";
import { t } from "../../i18n/t.ts";
import "./messages.ts";

/*
 * The rental pages' calls to the API, over its HTTP contract only. A read the page cannot do
 * without ends the page (404 for someone else's rental, 503); a change comes back as messages
 * for the form, in the visitor's language.
 */

type Context = Readonly<RouterContextProvider>;

const RentalListSchema = z.object({ items: z.array(RentalSummarySchema) });

const withLang = (path: string, locale: Locale) => `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;

/** One rental as the caller sees it (student, owner or staff). */
export const loadRental = (context: Context, id: string, locale: Locale) =>
  loadApiData(context, withLang(`/v2/rentals/${encodeURIComponent(id)}`, locale), RentalViewSchema, {
    headers: { "Accept-Language": locale },
  });

/** The caller's rentals on one side, newest first. */
export const loadRentals = async (
  context: Context,
  side: "student" | "owner",
  locale: Locale,
): Promise<RentalSummary[]> =>
  (await loadApiData(context, withLang(`/v2/rentals?as=${side}`, locale), RentalListSchema)).items;

/**
 * A change sent to the API as JSON; a refusal comes back as messages next to the fields, and a
 * rental-wide refusal (a key of the rental messages, or a sentence) above the form.
 */
export async function sendRental<T>(
  context: Context,
  path: string,
  body: unknown,
  locale: Locale,
  headers: Record<string, string> = {},
): Promise<ApiFormResult<T>> {
  const result = await postApiForm<T>(
    context,
    path,
    body,
    locale,
    {
      unavailable: t(locale, "rentals.unavailable"),
      tooMany: (minutes) => t(locale, "rentals.tooMany", { minutes }),
    },
    headers,
  );
  if (result.ok || !result.errors.form) return result;
  return { ...result, errors: { ...result.errors, form: rentalMessage(result.errors.form, locale) } };
}
