import { describe, expect, it } from "vitest";
import { addMonthsToDate } from "../dates/calendar-date.ts";
import {
  ANSWER_MS,
  dueAt,
  movesFor,
  planMove,
  RENTAL_ACTORS,
  RENTAL_MOVE_NAMES,
  RENTAL_MOVES,
  RENTAL_STATES,
  type RentalState,
  timedMoveOf,
} from "./rental-process.ts";
import { moveOutOf, staysCollide } from "./rental-terms.ts";

describe("the rental process", () => {
  it("allows every move only to its actors, from its states, and refuses the rest with the reason", () => {
    // The whole matrix: actor × state × move, against the table read independently.
    for (const move of RENTAL_MOVE_NAMES) {
      const rule = RENTAL_MOVES[move];
      for (const actor of RENTAL_ACTORS) {
        for (const state of [null, ...RENTAL_STATES] as (RentalState | null)[]) {
          const planned = planMove(state, move, actor);
          const actorMay = (rule.by as readonly string[]).includes(actor);
          const stateFits = state === null ? move === "propose" : (rule.from as readonly string[]).includes(state);
          if (!actorMay) expect(planned).toEqual({ ok: false, refusal: "actor" });
          else if (!stateFits) expect(planned).toEqual({ ok: false, refusal: "state" });
          else expect(planned.ok).toBe(true);
        }
      }
    }
  });

  it("walks a proposal to a signed lease", () => {
    expect(planMove(null, "propose", "student")).toEqual({ ok: true, from: null, to: "proposed" });
    expect(planMove("proposed", "counter", "owner")).toMatchObject({ to: "countered" });
    expect(planMove("countered", "accept_counter", "student")).toMatchObject({ to: "awaiting_documents" });
    expect(planMove("awaiting_documents", "approve_documents", "staff")).toMatchObject({ to: "awaiting_signatures" });
    expect(planMove("awaiting_signatures", "sign", "student")).toMatchObject({ to: "awaiting_signatures" });
    expect(planMove("awaiting_signatures", "complete_signatures", "owner")).toMatchObject({ to: "awaiting_payment" });
  });

  it("keeps each side to its own moves", () => {
    expect(planMove("proposed", "accept", "student")).toEqual({ ok: false, refusal: "actor" });
    expect(planMove("countered", "accept_counter", "owner")).toEqual({ ok: false, refusal: "actor" });
    expect(planMove("proposed", "expire", "staff")).toEqual({ ok: false, refusal: "actor" });
    expect(planMove("awaiting_payment", "withdraw", "student")).toEqual({ ok: false, refusal: "state" });
    expect(planMove("declined", "accept", "owner")).toEqual({ ok: false, refusal: "state" });
    expect(movesFor("proposed", "owner")).toEqual(["accept", "decline", "counter"]);
    expect(movesFor("countered", "student")).toEqual(["withdraw", "accept_counter", "decline_counter"]);
    expect(movesFor("expired", "staff")).toEqual([]);
  });

  it("makes an unanswered proposal or counter due to expire 48 hours after it was sent", () => {
    const sent = new Date("2026-12-01T12:00:00Z");
    expect(dueAt("proposed", sent)?.toISOString()).toBe("2026-12-03T12:00:00.000Z");
    expect(dueAt("countered", sent)?.getTime()).toBe(sent.getTime() + ANSWER_MS);
    expect(dueAt("awaiting_documents", sent)).toBeNull();
  });

  it("holds the first payment until the hold's end, then the clock releases it (issue 36)", () => {
    const paid = new Date("2027-01-10T12:00:00Z");
    const holdEnds = new Date("2027-02-04T03:00:00Z");
    expect(planMove("awaiting_payment", "first_payment_received", "staff")).toMatchObject({ to: "awaiting_move_in" });
    expect(dueAt("awaiting_move_in", paid, holdEnds)).toEqual(holdEnds);
    expect(timedMoveOf("awaiting_move_in")).toBe("release");
    expect(timedMoveOf("proposed")).toBe("expire");
    expect(timedMoveOf("active")).toBeNull();
    expect(movesFor("awaiting_move_in", "student")).toEqual(["confirm_move_in", "open_claim", "cancel_by_student"]);
    expect(movesFor("in_claim", "staff")).toEqual(["resolve_claim", "refund_claim"]);
    expect(planMove("in_claim", "release", "clock")).toEqual({ ok: false, refusal: "state" });
    expect(planMove("active", "cancel_by_owner", "owner")).toEqual({ ok: false, refusal: "state" });
  });
});

describe("stays", () => {
  it("count months as a contract does, the last day of a shorter month included", () => {
    expect(addMonthsToDate("2027-03-15", 12)).toBe("2028-03-15");
    expect(addMonthsToDate("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsToDate("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsToDate("2027-11-10", 3)).toBe("2028-02-10");
    expect(moveOutOf({ moveIn: "2027-02-01", months: 6 })).toBe("2027-08-01");
  });

  it("collide when their dates overlap in the same room or either is the whole home", () => {
    const a = { moveIn: "2027-02-01", months: 6, roomNumber: 1 };
    expect(staysCollide(a, { moveIn: "2027-07-31", months: 6, roomNumber: 1 })).toBe(true);
    // The day the first stay ends is free for the next one.
    expect(staysCollide(a, { moveIn: "2027-08-01", months: 6, roomNumber: 1 })).toBe(false);
    expect(staysCollide(a, { moveIn: "2027-03-01", months: 6, roomNumber: 2 })).toBe(false);
    expect(staysCollide(a, { moveIn: "2027-03-01", months: 6, roomNumber: null })).toBe(true);
  });
});
