import { leadMessage } from "@campuslar/domain/lead/lead-messages";
import type { RentalSummary } from "@campuslar/domain/rentals/rental-forms";
import { RENTAL_MESSAGES } from "@campuslar/domain/rentals/rental-messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rentals } from "../../db/schema/rentals.ts";
import { rentalParties } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";
import { emailsTo, ok, proposalBody, proposeAs, refusal } from "./rental-test-kit.ts";

// Sunday 10 January 2027, 09:00 in São Paulo.
const clock = new Date("2027-01-10T12:00:00Z");

describe("a student's proposal and the owner's answer", () => {
  const t = useTestApi({ seeded: true, now: () => clock });
  const accounts = testAccounts(t, "rental");
  const { call } = accounts;

  it("sends a proposal once per form, tells the owner in their language, and lists it on both sides", async () => {
    const parties = await rentalParties(t.handle, accounts, { ownerLocale: "pt", studentLocale: "en" });
    const body = await proposalBody(t.handle, parties.code, { idempotencyKey: "form-1" });
    const view = await ok(proposeAs(call, parties.student.token, parties.code, body), 201);
    expect(view).toMatchObject({ state: "proposed", side: "student", moves: ["withdraw"], message: body.message });
    expect(view.code).toMatch(/^AL[2-9A-HJ-NP-Z]{5}$/);
    expect(view.terms).toMatchObject({ moveIn: "2027-03-01", moveOut: "2028-03-01", months: 12, occupants: 1 });
    expect(view.terms.monthlyRent).toBe(body.proposalValue);
    expect(view.dueAt).toBe("2027-01-12T12:00:00.000Z");

    // The form sent again (a double click, a retry) is the same proposal, and the owner hears once.
    const again = await ok(proposeAs(call, parties.student.token, parties.code, body), 200);
    expect(again.id).toBe(view.id);
    const mails = await emailsTo(t.handle, parties.owner.email, "rental_proposed");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.locale).toBe("pt");
    expect(mails[0]?.subject).toContain("Nova proposta de aluguel");
    expect(mails[0]?.text).toContain(`http://localhost:3000/alugueis/${view.id}`);
    expect(mails[0]?.text).not.toContain(parties.student.email);

    const mine = await ok<{ items: RentalSummary[] }>(call(parties.student.token, "GET", "/v2/rentals"));
    expect(mine.items.map((r) => r.id)).toEqual([view.id]);
    const theirs = await ok<{ items: RentalSummary[] }>(call(parties.owner.token, "GET", "/v2/rentals?as=owner"));
    expect(theirs.items.map((r) => [r.id, r.side])).toEqual([[view.id, "owner"]]);
    const asOwner = await ok(call(parties.owner.token, "GET", `/v2/rentals/${view.id}`));
    expect(asOwner.moves).toEqual(["accept", "decline", "counter"]);
    const stranger = await accounts.signup("Outra Pessoa");
    await refusal(call(stranger.token, "GET", `/v2/rentals/${view.id}`), 404);
  });

  it("refuses a proposal outside the listing's bounds with the field's message in the visitor's language", async () => {
    const parties = await rentalParties(t.handle, accounts);
    const body = await proposalBody(t.handle, parties.code, { proposalValue: 1, moveDate: "2026-12-01" });
    for (const lang of ["pt", "en"] as const) {
      const error = await refusal(proposeAs(call, parties.student.token, parties.code, body, lang), 400);
      expect(error.fields?.moveDate).toBe(leadMessage("lead.date.past", lang));
      expect(error.fields?.proposalValue).toBeTruthy();
      expect(error.fields?.proposalValue).not.toMatch(/^lead\./);
    }
    const en = await refusal(proposeAs(call, parties.student.token, parties.code, { ...body, warrantyType: "x" }), 400);
    expect(en.fields?.warrantyType).toBe(leadMessage("lead.warranty.required", "en"));

    const unknown = await refusal(proposeAs(call, parties.student.token, "ZZ99999", body, "pt"), 404);
    expect(unknown.message).toBe(RENTAL_MESSAGES["rental.listing.unknown"].pt);
    const own = await refusal(
      proposeAs(call, parties.owner.token, parties.code, await proposalBody(t.handle, parties.code)),
      403,
    );
    expect(own.message).toBe(RENTAL_MESSAGES["rental.ownListing"].en);
    const unverified = await accounts.signup("Sem Verificar");
    await refusal(proposeAs(call, unverified.token, parties.code, await proposalBody(t.handle, parties.code)), 403);
    await refusal(proposeAs(call, undefined, parties.code, {}), 401);
    expect(await t.handle.db.select().from(rentals).where(eq(rentals.studentId, unverified.id))).toEqual([]);
  });

  it("lets the owner counter; the student accepts it; each is told in their language with the rental's link", async () => {
    const parties = await rentalParties(t.handle, accounts, { ownerLocale: "pt", studentLocale: "en" });
    const body = await proposalBody(t.handle, parties.code, { moveDate: "2028-06-01" });
    const proposal = await ok(proposeAs(call, parties.student.token, parties.code, body), 201);
    const path = `/v2/rentals/${proposal.id}`;

    const bad = await refusal(
      call(parties.owner.token, "POST", `${path}/counter`, { moveDate: "2028-07-01" }, "pt"),
      400,
    );
    expect(bad.fields?.stayPeriodMonths).toBe(leadMessage("lead.stayPeriod.required", "pt"));
    const counter = { moveDate: "2028-07-01", stayPeriodMonths: 12, proposalValue: body.proposalValue + 100 };
    const countered = await ok(call(parties.owner.token, "POST", `${path}/counter`, counter));
    expect(countered).toMatchObject({ state: "countered", side: "owner", moves: [] });
    expect(countered.terms).toMatchObject({
      moveIn: "2028-07-01",
      moveOut: "2029-07-01",
      monthlyRent: counter.proposalValue,
    });
    expect(countered.proposedTerms).toMatchObject({ moveIn: "2028-06-01", monthlyRent: body.proposalValue });
    const [row] = await t.handle.db.select().from(rentals).where(eq(rentals.id, proposal.id));
    expect(row?.answeredAt?.toISOString()).toBe(clock.toISOString());

    const [toStudent] = await emailsTo(t.handle, parties.student.email, "rental_countered");
    expect(toStudent?.locale).toBe("en");
    expect(toStudent?.subject).toContain("Counter-proposal received");
    expect(toStudent?.text).toContain(`http://localhost:3000/en/alugueis/${proposal.id}`);

    const accepted = await ok(call(parties.student.token, "POST", `${path}/accept-counter`));
    expect(accepted).toMatchObject({ state: "awaiting_documents", dueAt: null });
    expect(accepted.history.map((e) => e.move)).toEqual(["propose", "counter", "accept_counter"]);
    const [toOwner] = await emailsTo(t.handle, parties.owner.email, "rental_counter_accepted");
    expect(toOwner?.subject).toContain("Contraproposta aceita");
    expect(toOwner?.text).toContain(`http://localhost:3000/alugueis/${proposal.id}`);
  });

  it("declines with a reason from the list, which the student reads in their language", async () => {
    const parties = await rentalParties(t.handle, accounts, { studentLocale: "en" });
    const body = await proposalBody(t.handle, parties.code, { moveDate: "2029-06-01" });
    const proposal = await ok(proposeAs(call, parties.student.token, parties.code, body), 201);
    const path = `/v2/rentals/${proposal.id}`;
    const bad = await refusal(call(parties.owner.token, "POST", `${path}/decline`, { reason: "rude" }, "en"), 400);
    expect(bad.fields?.reason).toBe(leadMessage("lead.option.required", "en"));
    const declined = await ok(call(parties.owner.token, "POST", `${path}/decline`, { reason: "offer_too_low" }));
    expect(declined).toMatchObject({ state: "declined", declineReason: "offer_too_low", dueAt: null });
    const [mail] = await emailsTo(t.handle, parties.student.email, "rental_declined");
    expect(mail?.text).toContain("Reason: The offer is too low");
    const late = await refusal(call(parties.student.token, "POST", `${path}/withdraw`, undefined, "pt"), 409);
    expect(late.message).toBe(RENTAL_MESSAGES["rental.state"].pt);
  });

  it("lets the student withdraw before an answer, and the owner is told no answer is needed", async () => {
    const parties = await rentalParties(t.handle, accounts);
    const body = await proposalBody(t.handle, parties.code, { moveDate: "2030-06-01" });
    const proposal = await ok(proposeAs(call, parties.student.token, parties.code, body), 201);
    const withdrawn = await ok(call(parties.student.token, "POST", `/v2/rentals/${proposal.id}/withdraw`));
    expect(withdrawn).toMatchObject({ state: "withdrawn", moves: [] });
    const [mail] = await emailsTo(t.handle, parties.owner.email, "rental_withdrawn");
    expect(mail?.text).toContain("Não é preciso responder");
  });
});
