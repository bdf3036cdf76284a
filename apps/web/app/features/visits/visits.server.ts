import type { Locale } from "@campuslar/domain/i18n/locales";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { loadApiData } from "../../api/api-data.server.ts";
import { type ApiFormResult, postApiForm } from "../../api/api-form.server.ts";
import { t } from "../../i18n/t.ts";
import "./messages.ts";

/*
 * The visit pages' calls to the API, over its HTTP contract only. Reads a page cannot do without
 * end the page (404, 503); changes come back as messages for the form, in the visitor's language.
 */

type Context = Readonly<RouterContextProvider>;

const withLang = (path: string, locale: Locale) => `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;

/** A GET the page needs, in the visitor's language: its data, a 404 page for an unknown link or listing, 503 otherwise. */
export const loadVisitData = <Schema extends z.ZodType>(
  context: Context,
  path: string,
  schema: Schema,
  locale: Locale,
) => loadApiData(context, withLang(path, locale), schema, { headers: { "Accept-Language": locale } });

/** A change sent to the API as JSON; a refusal comes back as messages next to the fields. */
export function sendVisitChange<T>(
  context: Context,
  path: string,
  body: unknown,
  locale: Locale,
  method: "POST" | "PUT" = "POST",
): Promise<ApiFormResult<T>> {
  return postApiForm<T>(
    context,
    path,
    body,
    locale,
    {
      unavailable: t(locale, "visits.unavailable"),
      tooMany: (minutes) => t(locale, "visits.tooMany", { minutes }),
    },
    {},
    method,
  );
}

/** A form field's text, or "" when missing. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
