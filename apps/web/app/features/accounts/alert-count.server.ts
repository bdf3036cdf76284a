import { SavedAlertListSchema } from "@campuslar/domain/alerts/alert-forms";
import type { Locale } from "@campuslar/domain/i18n/locales";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../../api/api-context.ts";

/** How many alerts the signed-in user has (the account page's summary), or null when the API could not say. */
export async function loadAlertCount(context: Readonly<RouterContextProvider>, locale: Locale): Promise<number | null> {
  try {
    const response = await context.get(apiContext)(`/v2/alerts?lang=${locale}`);
    if (!response.ok) return null;
    const parsed = SavedAlertListSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.items.length : null;
  } catch (error) {
    console.error("GET /v2/alerts failed", error);
    return null;
  }
}
