import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales.ts";
import { cancellationOutcome, POLICY_TERMS } from "./cancellation.ts";
import { CANCELLATION_POLICIES } from "./payment-enums.ts";

const RENT = 250_000;
const DEPOSIT = 750_000;
const moveIn = "2027-03-01";
// Midnight in São Paulo is 03:00Z.
const flexibleFreeUntil = new Date("2027-02-15T03:00:00.000Z");

const base = {
  policy: "flexible" as const,
  by: "student" as const,
  signedAt: new Date("2027-01-10T15:00:00.000Z"),
  moveIn,
  heldCents: DEPOSIT,
  monthlyRentCents: RENT,
};

describe("cancellationOutcome, flexible", () => {
  it("is free until the start of the 14th day before move-in", () => {
    const justBefore = cancellationOutcome({ ...base, now: new Date(flexibleFreeUntil.getTime() - 1) });
    expect(justBefore).toEqual({ refundCents: DEPOSIT, penaltyCents: 0, freeUntil: flexibleFreeUntil });
  });

  it("keeps half a month's rent from then on", () => {
    const at = cancellationOutcome({ ...base, now: flexibleFreeUntil });
    expect(at).toEqual({ refundCents: DEPOSIT - RENT / 2, penaltyCents: RENT / 2, freeUntil: flexibleFreeUntil });
  });
});

describe("cancellationOutcome, strict", () => {
  const strict = { ...base, policy: "strict" as const };
  const signedAt = new Date("2027-01-10T15:00:00.000Z");
  const freeUntil = new Date("2027-01-12T15:00:00.000Z");

  it("is free within 48 hours of signing when move-in is 30 days or more away", () => {
    expect(cancellationOutcome({ ...strict, signedAt, now: new Date(freeUntil.getTime() - 1) })).toEqual({
      refundCents: DEPOSIT,
      penaltyCents: 0,
      freeUntil,
    });
  });

  it("keeps one month's rent from the 48th hour on", () => {
    expect(cancellationOutcome({ ...strict, signedAt, now: freeUntil })).toEqual({
      refundCents: DEPOSIT - RENT,
      penaltyCents: RENT,
      freeUntil,
    });
  });

  it("has no free hours when signed less than 30 days before move-in", () => {
    // Signed on 30 January (São Paulo): 30 days before 1 March is 30 January, the edge.
    const onEdge = new Date("2027-01-30T12:00:00.000Z");
    expect(cancellationOutcome({ ...strict, signedAt: onEdge, now: onEdge }).penaltyCents).toBe(0);
    const dayAfter = new Date("2027-01-31T12:00:00.000Z");
    expect(cancellationOutcome({ ...strict, signedAt: dayAfter, now: dayAfter })).toEqual({
      refundCents: DEPOSIT - RENT,
      penaltyCents: RENT,
      freeUntil: null,
    });
  });
});

describe("cancellationOutcome, limits", () => {
  const late = new Date("2027-02-27T12:00:00.000Z");

  it("never keeps more than is held", () => {
    const strict = { ...base, policy: "strict" as const, now: late };
    expect(cancellationOutcome({ ...strict, heldCents: 100_000 })).toMatchObject({
      refundCents: 0,
      penaltyCents: 100_000,
    });
    // A guarantor or insurance: nothing is held, nothing can be kept.
    expect(cancellationOutcome({ ...strict, heldCents: 0 })).toMatchObject({ refundCents: 0, penaltyCents: 0 });
  });

  it("never keeps more than the law's proportional fine for the whole term (art. 4)", () => {
    const outcome = cancellationOutcome({
      ...base,
      policy: "strict",
      now: late,
      exitFine: { kind: "proportional", baseCents: 200_000 },
    });
    expect(outcome).toMatchObject({ refundCents: DEPOSIT - 200_000, penaltyCents: 200_000 });
  });

  it("refunds everything when the owner or staff cancel, whatever the policy and the time", () => {
    for (const by of ["owner", "staff"] as const) {
      for (const policy of CANCELLATION_POLICIES) {
        expect(cancellationOutcome({ ...base, policy, by, now: late })).toEqual({
          refundCents: DEPOSIT,
          penaltyCents: 0,
          freeUntil: null,
        });
      }
    }
  });

  it("is free before both signed", () => {
    for (const policy of CANCELLATION_POLICIES) {
      const outcome = cancellationOutcome({ ...base, policy, signedAt: null, now: late, heldCents: 0 });
      expect(outcome).toMatchObject({ refundCents: 0, penaltyCents: 0 });
    }
  });
});

describe("POLICY_TERMS", () => {
  it("titles and describes every policy in both languages", () => {
    for (const policy of CANCELLATION_POLICIES) {
      for (const locale of LOCALES) {
        expect(POLICY_TERMS[policy].title[locale].trim()).not.toBe("");
        expect(POLICY_TERMS[policy].description[locale]).toMatch(/art\. 4/);
      }
    }
    expect(POLICY_TERMS.flexible.description.en).toContain("14 days");
    expect(POLICY_TERMS.strict.description.pt).toContain("48 horas");
  });
});
