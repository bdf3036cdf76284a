import { type VisitSlots, VisitSlotsSchema } from "@campuslar/domain/visits/visit-forms";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../../api/api-context.ts";

/**
 * The free visit slots of a listing, for the property page and the visit pages. Never in the
 * way of the page: a listing without visits, or the API failing to answer, is simply none.
 */
export async function loadVisitSlots(
  context: Readonly<RouterContextProvider>,
  code: string,
): Promise<VisitSlots | null> {
  try {
    const response = await context.get(apiContext)(`/v2/properties/${encodeURIComponent(code)}/visit-slots`);
    if (!response.ok) return null;
    const parsed = VisitSlotsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.error(`GET visit slots of ${code} failed`, error);
    return null;
  }
}
