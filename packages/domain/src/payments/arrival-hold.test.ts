import { describe, expect, it } from "vitest";
import { claimWindowOpen, holdEndsAt, mayConfirmMoveIn } from "./arrival-hold.ts";

// São Paulo is UTC−3 all year since 2019: midnight there is 03:00Z.
const ms = (iso: string) => new Date(iso).getTime();

describe("holdEndsAt", () => {
  it("is 48 hours after the end of the move-in day in São Paulo", () => {
    // Move-in day 1 February ends at 2 February 00:00 (03:00Z); 48 hours later: 4 February 00:00.
    expect(holdEndsAt("2027-02-01").toISOString()).toBe("2027-02-04T03:00:00.000Z");
  });

  it("crosses a month end, the leap day and the year end", () => {
    expect(holdEndsAt("2028-02-28").toISOString()).toBe("2028-03-02T03:00:00.000Z");
    expect(holdEndsAt("2027-12-31").toISOString()).toBe("2028-01-03T03:00:00.000Z");
  });
});

describe("the move-in window", () => {
  const moveIn = "2027-02-01";
  const dayStart = new Date("2027-02-01T03:00:00.000Z");
  const end = holdEndsAt(moveIn);

  it("opens at the start of the move-in day, not a millisecond before", () => {
    expect(mayConfirmMoveIn(moveIn, new Date(dayStart.getTime() - 1))).toBe(false);
    expect(mayConfirmMoveIn(moveIn, dayStart)).toBe(true);
    expect(claimWindowOpen(moveIn, new Date(dayStart.getTime() - 1))).toBe(false);
    expect(claimWindowOpen(moveIn, dayStart)).toBe(true);
  });

  it("takes a claim in the 48th hour and not at its end", () => {
    expect(claimWindowOpen(moveIn, new Date(end.getTime() - 1))).toBe(true);
    expect(claimWindowOpen(moveIn, new Date(ms("2027-02-04T02:59:59.999Z")))).toBe(true);
    expect(claimWindowOpen(moveIn, end)).toBe(false);
    expect(claimWindowOpen(moveIn, new Date(end.getTime() + 1))).toBe(false);
  });

  it("still lets the student confirm after the hold ended (the money is released either way)", () => {
    expect(mayConfirmMoveIn(moveIn, new Date(end.getTime() + 60_000))).toBe(true);
  });
});
