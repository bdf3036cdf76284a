import type { RentalState } from "@campuslar/domain/rentals/rental-process";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rentals } from "../../db/schema/rentals.ts";
import { interestTermsFor } from "../../test/interest-terms.ts";
import { rentalInState } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";
import { partiesWithRent } from "./rental-test-kit.ts";

/*
 * Issue 35's standard: every move of a proposal allowed only to its actor, through the API, as a
 * matrix of actor × state × move. The table below is the issue's process written out by hand (not
 * read from the domain), so a rule changed on one side only shows here: a visitor gets 401,
 * someone who is neither party nor staff 404, a side that may never make the move 403, a state
 * that does not allow it 409, and the move itself 200 with the rental in its new state.
 */

type Move = { path: string; by: readonly string[]; from: readonly RentalState[]; to: RentalState };
const MOVES: Move[] = [
  { path: "withdraw", by: ["student"], from: ["proposed", "countered"], to: "withdrawn" },
  { path: "accept", by: ["owner", "staff"], from: ["proposed"], to: "awaiting_documents" },
  { path: "decline", by: ["owner", "staff"], from: ["proposed"], to: "declined" },
  { path: "counter", by: ["owner", "staff"], from: ["proposed"], to: "countered" },
  { path: "accept-counter", by: ["student"], from: ["countered"], to: "awaiting_documents" },
  { path: "decline-counter", by: ["student"], from: ["countered"], to: "declined" },
];
const STATES: RentalState[] = ["proposed", "countered", "awaiting_documents", "declined", "expired"];
const ACTORS = ["student", "owner", "staff", "stranger", "visitor"] as const;

function expected(actor: (typeof ACTORS)[number], state: RentalState, move: Move): number {
  if (actor === "visitor") return 401;
  if (actor === "stranger") return 404;
  if (!move.by.includes(actor)) return 403;
  if (!move.from.includes(state)) return 409;
  return 200;
}

const clock = new Date("2027-01-10T12:00:00Z");

describe("who may move a rental, in which state", () => {
  const t = useTestApi({ seeded: true, now: () => clock });
  const accounts = testAccounts(t, "matrix");

  it("answers each actor × state × move as the process says, and changes nothing when refused", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const stranger = await accounts.verifiedSignup("Outra Pessoa", "en");
    const tokens = {
      student: parties.student.token,
      owner: parties.owner.token,
      staff: parties.staff.token,
      stranger: stranger.token,
      visitor: undefined,
    };
    const { proposalValue } = await interestTermsFor(t.handle.db, parties.code);
    let year = 2040;
    const mismatches: string[] = [];
    for (const move of MOVES) {
      for (const state of STATES) {
        for (const actor of ACTORS) {
          // Each case on a rental of its own, years apart: an accepted one never holds another's space.
          year += 2;
          const rental = await rentalInState(t.handle, parties, state, { now: clock, moveIn: `${year}-01-01` });
          const body =
            move.path === "decline"
              ? { reason: "dates_unavailable" }
              : move.path === "counter"
                ? { moveDate: `${year}-02-01`, stayPeriodMonths: 12, proposalValue }
                : undefined;
          const res = await accounts.call(tokens[actor], "POST", `/v2/rentals/${rental.id}/${move.path}`, body);
          const want = expected(actor, state, move);
          const [after] = await t.handle.db
            .select({ state: rentals.state })
            .from(rentals)
            .where(eq(rentals.id, rental.id));
          const wantState = want === 200 ? move.to : state;
          if (res.status !== want || after?.state !== wantState) {
            mismatches.push(
              `${actor} ${move.path} on ${state}: ${res.status} (${after?.state}), want ${want} (${wantState})`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
