import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import type { RentalState } from "@campuslar/domain/rentals/rental-process";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rentals } from "../../db/schema/rentals.ts";
import { partiesWithRent } from "../../routes/rentals/rental-test-kit.ts";
import { rentalInState } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";
import { ownerResponseStats } from "./owner-response-stats.ts";

/* The owner's response rate and median time on their listing (issue 35, point 2), from real answers. */

const clock = new Date("2027-01-10T12:00:00Z");
const ago = (days: number) => new Date(clock.getTime() - days * 24 * 3_600_000);
const minutes = (n: number) => n * 60_000;

describe("an owner's response stats", () => {
  const t = useTestApi({ seeded: true, now: () => clock });
  const accounts = testAccounts(t, "stats");

  /** A rental received `daysAgo` in `state`, answered `answeredAfter` ms later (null: never). */
  const received = async (
    parties: Awaited<ReturnType<typeof partiesWithRent>>,
    state: RentalState,
    daysAgo: number,
    answeredAfter: number | null,
  ) => {
    const createdAt = ago(daysAgo);
    const rental = await rentalInState(t.handle, parties, state, { now: createdAt, moveIn: `${2030 + daysAgo}-01-01` });
    const answeredAt = answeredAfter === null ? null : new Date(createdAt.getTime() + answeredAfter);
    await t.handle.db.update(rentals).set({ answeredAt }).where(eq(rentals.id, rental.id));
  };

  it("counts answers within 48 hours of the proposals answered or missed in 90 days, with the median time", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    await received(parties, "declined", 5, minutes(30));
    await received(parties, "countered", 10, minutes(90));
    await received(parties, "awaiting_documents", 20, minutes(600));
    await received(parties, "expired", 30, null);
    // Neither a withdrawal before an answer, nor one still waiting, nor one older than 90 days counts.
    await received(parties, "withdrawn", 3, null);
    await received(parties, "proposed", 1, null);
    await received(parties, "declined", 95, minutes(5));

    const res = await t.api.request(`/v2/properties/${parties.code}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as PropertyDetail;
    expect(detail.responseStats).toEqual({ ratePercent: 75, medianMinutes: 90, answered: 3, received: 4 });
  });

  it("says nothing under three received proposals, or for a listing without an owner account", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    await received(parties, "declined", 2, minutes(20));
    await received(parties, "expired", 4, null);
    expect(await ownerResponseStats(t.handle.db, parties.owner.id, "2027-01-10")).toBeNull();
    await received(parties, "declined", 6, minutes(40));
    expect(await ownerResponseStats(t.handle.db, parties.owner.id, "2027-01-10")).toEqual({
      ratePercent: 67,
      medianMinutes: 30,
      answered: 2,
      received: 3,
    });
    expect(await ownerResponseStats(t.handle.db, null, "2027-01-10")).toBeNull();
  });
});
