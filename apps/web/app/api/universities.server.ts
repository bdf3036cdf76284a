import { type University, UniversityListSchema } from "@campuslar/domain/university/university-dto";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "./api-context.ts";

const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/**
 * The universities for the home page, partners first, each group by short name. A failure
 * of the API (down, wrong shape, not configured) is logged and answered with `null`: the home
 * page must still render, with a notice in place of the list.
 */
export async function loadUniversities(context: Readonly<RouterContextProvider>): Promise<University[] | null> {
  try {
    const response = await context.get(apiContext)("/v2/properties/universities");
    if (!response.ok) {
      console.warn(`GET /v2/properties/universities answered ${response.status}`);
      return null;
    }
    const { items } = UniversityListSchema.parse(await response.json());
    return items.toSorted(
      (a, b) => Number(b.isPartner) - Number(a.isPartner) || collator.compare(a.shortName, b.shortName),
    );
  } catch (error) {
    console.error("Could not load the universities", error);
    return null;
  }
}
