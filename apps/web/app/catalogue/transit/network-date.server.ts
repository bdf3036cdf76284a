import { COMMUTE_NETWORK_DATE } from "@campuslar/domain/commute/commute-rules";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../../api/api-context.ts";

/**
 * The date of the network commutes are computed on, as the API's universities answer gives it
 * (decision 033): it follows the feed staff loaded last. A page that shows commutes returns it
 * from its loader as `commuteNetworkDate`, where `useCommuteNetworkDate` finds it. A failure of
 * the API is logged and answered with the shipped network's date: the page must still render.
 */
export async function loadCommuteNetworkDate(context: Readonly<RouterContextProvider>): Promise<string> {
  try {
    const response = await context.get(apiContext)("/v2/properties/universities");
    if (!response.ok) return COMMUTE_NETWORK_DATE;
    const body = (await response.json()) as { commuteNetworkDate?: unknown };
    return typeof body.commuteNetworkDate === "string" ? body.commuteNetworkDate : COMMUTE_NETWORK_DATE;
  } catch (error) {
    console.error("Could not load the transit network's date", error);
    return COMMUTE_NETWORK_DATE;
  }
}
