import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rentals } from "../../db/schema/rentals.ts";
import { createLogger } from "../../lib/logger.ts";
import { emailsTo, ok, partiesWithRent, proposalBody, proposeAs } from "../../routes/rentals/rental-test-kit.ts";
import { rentalInState } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";
import { expireDueRentals, startRentalExpiryWorker } from "./rental-expiry-worker.ts";

/* A proposal unanswered for 48 hours expires, and not a minute before (issue 35, point 2). */

const start = new Date("2027-01-10T12:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
const mail = { publicUrl: "http://localhost:3000", staffEmail: null };

describe("the expiry of unanswered proposals", () => {
  let clock = start;
  const t = useTestApi({ seeded: true, now: () => clock });
  const accounts = testAccounts(t, "expiry");
  const stateOf = async (id: string) =>
    (await t.handle.db.select({ state: rentals.state }).from(rentals).where(eq(rentals.id, id)))[0]?.state;

  it("expires a proposal 48 hours after it was sent, and tells the student and the owner", async () => {
    clock = start;
    const parties = await partiesWithRent(t.handle, accounts, { studentLocale: "en", ownerLocale: "pt" });
    const body = await proposalBody(t.handle, parties.code);
    const proposal = await ok(proposeAs(accounts.call, parties.student.token, parties.code, body), 201);

    expect(await expireDueRentals(t.handle.db, minutes(48 * 60 - 1), mail)).toBe(0);
    expect(await stateOf(proposal.id)).toBe("proposed");
    expect(await emailsTo(t.handle, parties.student.email, "rental_expired_student")).toEqual([]);

    expect(await expireDueRentals(t.handle.db, minutes(48 * 60), mail)).toBe(1);
    clock = minutes(48 * 60);
    const expired = await ok(accounts.call(parties.student.token, "GET", `/v2/rentals/${proposal.id}`));
    expect(expired).toMatchObject({ state: "expired", dueAt: null, moves: [] });
    expect(expired.history.at(-1)).toMatchObject({ move: "expire", actor: "clock" });
    const [toStudent] = await emailsTo(t.handle, parties.student.email, "rental_expired_student");
    expect(toStudent?.locale).toBe("en");
    expect(toStudent?.text).toContain("The proposal expired: there was no answer within 48 hours");
    expect(toStudent?.text).toContain(`http://localhost:3000/en/alugueis/${proposal.id}`);
    const [toOwner] = await emailsTo(t.handle, parties.owner.email, "rental_expired_owner");
    expect(toOwner?.text).toContain("expirou sem resposta em 48 horas");

    // A later run finds nothing more to do, and the owner can no longer answer.
    expect(await expireDueRentals(t.handle.db, minutes(49 * 60), mail)).toBe(0);
    const late = await accounts.call(parties.owner.token, "POST", `/v2/rentals/${proposal.id}/accept`, undefined, "en");
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { message: string } }).error.message).toContain("expired");
  });

  it("expires an unanswered counter-proposal and tells the student it was theirs to answer", async () => {
    const parties = await partiesWithRent(t.handle, accounts, { studentLocale: "pt" });
    const countered = await rentalInState(t.handle, parties, "countered", { now: start, moveIn: "2029-01-01" });
    expect(await expireDueRentals(t.handle.db, minutes(48 * 60), mail)).toBe(1);
    expect(await stateOf(countered.id)).toBe("expired");
    const [toStudent] = await emailsTo(t.handle, parties.student.email, "rental_counter_expired_student");
    expect(toStudent?.text).toContain("você não respondeu em 48 horas");
  });

  it("runs on its own every tick once started, and stops", async () => {
    const parties = await partiesWithRent(t.handle, accounts);
    const due = await rentalInState(t.handle, parties, "proposed", { now: start, moveIn: "2030-01-01" });
    const worker = startRentalExpiryWorker({
      db: t.handle.db,
      publicUrl: mail.publicUrl,
      logger: createLogger("silent"),
      now: () => minutes(3 * 24 * 60),
      tickMs: 20,
    });
    for (let wait = 0; wait < 100 && (await stateOf(due.id)) !== "expired"; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await worker.stop();
    expect(await stateOf(due.id)).toBe("expired");
  });
});
