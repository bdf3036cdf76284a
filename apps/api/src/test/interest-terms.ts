import type { Db } from "../db/client.ts";
import { findInterestListing } from "../services/lead-service.ts";

/**
 * What an interest in listing `code` needs to meet its bounds (`interestBounds`): the asked rent
 * as the proposal, 12 months when the listing takes them, and a free room when priced per room.
 * For tests about something else (the inbox, the account's interests) that pick any listing.
 */
export async function interestTermsFor(db: Db, code: string) {
  const listing = await findInterestListing(db, code, "pt");
  if (!listing) throw new Error(`${code} is not a published rental`);
  const { proposal, stay, room } = listing.bounds;
  return {
    proposalValue: proposal ? proposal.min / 0.5 : 2500,
    stayPeriodMonths: stay.options.includes(12) ? 12 : stay.min,
    ...(room.required ? { roomNumber: room.available[0] } : {}),
  };
}
