import { COMMUTE_NETWORK_DATE } from "@campuslar/domain/commute/commute-rules";
import { useMatches } from "react-router";

/**
 * The current network's date, from the page's loader (`commuteNetworkDate`, loaded by
 * `loadCommuteNetworkDate`), so a commute's note says the network it was computed on however
 * deep the part that writes it; the shipped network's date where the page gives none.
 */
export function useCommuteNetworkDate(): string {
  const matches = useMatches();
  for (const match of matches.toReversed()) {
    const date = (match.loaderData as { commuteNetworkDate?: unknown } | undefined)?.commuteNetworkDate;
    if (typeof date === "string") return date;
  }
  return COMMUTE_NETWORK_DATE;
}
