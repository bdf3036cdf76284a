import { RENTAL_MESSAGES } from "@campuslar/domain/rentals/rental-messages";
import { HOLDING_STATES } from "@campuslar/domain/rentals/rental-process";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rentals } from "../../db/schema/rentals.ts";
import { rentalInState } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";
import { emailsTo, ok, partiesWithRent, proposalBody, proposeAs, refusal } from "./rental-test-kit.ts";

/*
 * Accepting a proposal makes it hold its space (issue 35, point 2): the open proposals it
 * collides with close in the same transaction, and of two accepts at once exactly one wins. The
 * last test runs on real PostgreSQL too (`api:postgres`), where the two requests truly race.
 */

const clock = new Date("2027-01-10T12:00:00Z");

describe("accepting a proposal for a home and dates", () => {
  const t = useTestApi({ seeded: true, now: () => clock });
  const accounts = testAccounts(t, "accept");
  const { call } = accounts;
  const stateOf = async (id: string) =>
    (await t.handle.db.select({ state: rentals.state }).from(rentals).where(eq(rentals.id, id)))[0]?.state;

  it("closes the open proposals that overlap it and tells their students; others stay open", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const other = await accounts.verifiedSignup("Kenji Sato", "en");
    const later = await accounts.verifiedSignup("Lucía Gómez", "pt");
    const body = (moveDate: string) => proposalBody(t.handle, parties.code, { moveDate });
    const winner = await ok(proposeAs(call, parties.student.token, parties.code, await body("2027-03-01")), 201);
    const overlapping = await ok(proposeAs(call, other.token, parties.code, await body("2027-09-01")), 201);
    const after = await ok(proposeAs(call, later.token, parties.code, await body("2028-03-01")), 201);

    const accepted = await ok(call(parties.owner.token, "POST", `/v2/rentals/${winner.id}/accept`));
    expect(accepted).toMatchObject({ state: "awaiting_documents", side: "owner" });
    expect(await stateOf(overlapping.id)).toBe("closed");
    expect(await stateOf(after.id)).toBe("proposed");
    const [closed] = await emailsTo(t.handle, other.email, "rental_closed");
    expect(closed?.locale).toBe("en");
    expect(closed?.text).toContain("accepted another proposal for these dates");
    expect(closed?.text).toContain(`/en/alugueis/${overlapping.id}`);
    expect(await emailsTo(t.handle, later.email, "rental_closed")).toEqual([]);
    const [toStudent] = await emailsTo(t.handle, parties.student.email, "rental_accepted");
    expect(toStudent?.text).toContain("send your documents");

    // Now the space is held: a new proposal for those dates is refused next to its date.
    const refused = await refusal(proposeAs(call, later.token, parties.code, await body("2027-05-01"), "pt"), 409);
    expect(refused.fields?.moveDate).toBe(RENTAL_MESSAGES["rental.space.taken"].pt);
  });

  it("refuses to accept a proposal whose space another rental already holds", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    await rentalInState(t.handle, parties, "awaiting_signatures", { moveIn: "2031-01-01", now: clock });
    const late = await rentalInState(t.handle, parties, "proposed", { moveIn: "2031-06-01", now: clock });
    const error = await refusal(
      call(parties.owner.token, "POST", `/v2/rentals/${late.id}/accept`, undefined, "en"),
      409,
    );
    expect(error.message).toBe(RENTAL_MESSAGES["rental.space.taken"].en);
    expect(await stateOf(late.id)).toBe("proposed");
  });

  it("of two accepts at once of overlapping proposals, exactly one holds the space", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    for (let round = 0; round < 3; round++) {
      const moveIn = `${2033 + round}-02-01`;
      const a = await rentalInState(t.handle, parties, "proposed", { moveIn, now: clock });
      const b = await rentalInState(t.handle, parties, "proposed", { moveIn: `${2033 + round}-05-01`, now: clock });
      const answers = await Promise.all([
        call(parties.owner.token, "POST", `/v2/rentals/${a.id}/accept`),
        call(parties.staff.token, "POST", `/v2/rentals/${b.id}/accept`),
      ]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      const holding = await t.handle.db
        .select({ id: rentals.id })
        .from(rentals)
        .where(and(inArray(rentals.id, [a.id, b.id]), inArray(rentals.state, [...HOLDING_STATES])));
      expect(holding).toHaveLength(1);
      const loser = holding[0]?.id === a.id ? b.id : a.id;
      expect(await stateOf(loser)).toBe("closed");
    }
  });
});
