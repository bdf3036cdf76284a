import { type University, UniversityListSchema } from "@campuslar/domain/university/university-dto";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "./api-context.ts";

const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/**
 * The universities answer whole: the universities, partners first, each group by short name, and
 * the date of the network their commutes are on (decision 033). A failure of the API (down,
 * wrong shape, not configured) is logged and answered with `null`: the page must still render.
 */
export async function loadUniversityList(
  context: Readonly<RouterContextProvider>,
): Promise<{ items: University[]; commuteNetworkDate: string } | null> {
  try {
    const response = await context.get(apiContext)("/v2/properties/universities");
    if (!response.ok) {
      console.warn(`GET /v2/properties/universities answered ${response.status}`);
      return null;
    }
    const { items, commuteNetworkDate } = UniversityListSchema.parse(await response.json());
    const sorted = items.toSorted(
      (a, b) => Number(b.isPartner) - Number(a.isPartner) || collator.compare(a.shortName, b.shortName),
    );
    return { items: sorted, commuteNetworkDate };
  } catch (error) {
    console.error("Could not load the universities", error);
    return null;
  }
}

/**
 * The universities for the home page, in that order, or `null` when the API failed: the home
 * page then shows a notice in place of the list.
 */
export async function loadUniversities(context: Readonly<RouterContextProvider>): Promise<University[] | null> {
  return (await loadUniversityList(context))?.items ?? null;
}
