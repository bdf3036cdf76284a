import { HTML_LANG, type Locale } from "@campuslar/domain/i18n/locales";
import { type UserInterest, UserInterestListSchema } from "@campuslar/domain/user/interests";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../../api/api-context.ts";

/** An interest as the account page shows it: its date already written in the visitor's language. */
export type InterestRow = UserInterest & { sentOn: string };

/**
 * The interests the logged-in user sent (`GET /v2/user/interests`), newest first, or `null` when
 * the API could not say. Dates are written here, on the server, in São Paulo's calendar, so the
 * page and its hydration agree.
 */
export async function loadUserInterests(
  context: Readonly<RouterContextProvider>,
  locale: Locale,
): Promise<InterestRow[] | null> {
  const path = `/v2/user/interests?lang=${locale}`;
  try {
    const response = await context.get(apiContext)(path);
    if (!response.ok) return null;
    const parsed = UserInterestListSchema.safeParse(await response.json());
    if (!parsed.success) {
      console.error(`GET ${path} answered an unexpected shape`, parsed.error.issues.slice(0, 3));
      return null;
    }
    const date = new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: "long", timeZone: "America/Sao_Paulo" });
    return parsed.data.items.map((item) => ({ ...item, sentOn: date.format(new Date(item.sentAt)) }));
  } catch (error) {
    console.error(`GET ${path} failed`, error);
    return null;
  }
}
