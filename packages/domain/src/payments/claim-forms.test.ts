import { describe, expect, it } from "vitest";
import { localizeFieldErrors } from "../i18n/field-errors.ts";
import { CLAIM_FORM_MESSAGES, claimDecisionSchemaFor, claimFormSchemaFor, typedReaisToCents } from "./claim-forms.ts";

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success || !result.error ? {} : localizeFieldErrors(result.error.issues, (text) => text);

describe("typedReaisToCents", () => {
  it("reads reais as typed in Brazil and in English, into whole centavos", () => {
    expect(typedReaisToCents("1.234,56")).toBe(123_456);
    expect(typedReaisToCents("R$ 1.234,5")).toBe(123_450);
    expect(typedReaisToCents("1234,56")).toBe(123_456);
    expect(typedReaisToCents("1234")).toBe(123_400);
    expect(typedReaisToCents("1,234.56")).toBe(123_456);
    expect(typedReaisToCents("0,01")).toBe(1);
    // Where a float would drift: 0.29 * 100 is 28.999999999999996.
    expect(typedReaisToCents("0,29")).toBe(29);
    expect(typedReaisToCents("1.000.000,07")).toBe(100_000_007);
    // Three digits after a separator can only group thousands.
    expect(typedReaisToCents("12,345")).toBe(1_234_500);
  });

  it("refuses what is no amount", () => {
    for (const text of ["", "abc", "1,2,3", "1.23.4", "-5", "1,234,5", "1e3", "1234567890123"]) {
      expect(typedReaisToCents(text), text).toBeUndefined();
    }
  });
});

describe("claimFormSchemaFor", () => {
  const description = "The owner did not answer and no one was there with the keys.";

  it("takes a reason and a description of 20 to 2000 characters", () => {
    expect(claimFormSchemaFor("en").parse({ reason: "no_keys", description: `  ${description} ` })).toEqual({
      reason: "no_keys",
      description,
    });
    expect(claimFormSchemaFor("en").safeParse({ reason: "unsafe", description: "x".repeat(20) }).success).toBe(true);
    expect(claimFormSchemaFor("en").safeParse({ reason: "unsafe", description: "x".repeat(2000) }).success).toBe(true);
  });

  it("names the field in the caller's language", () => {
    expect(errorsOf(claimFormSchemaFor("pt").safeParse({ reason: "", description: "x".repeat(19) }))).toEqual({
      reason: CLAIM_FORM_MESSAGES["claim.reason.required"].pt,
      description: CLAIM_FORM_MESSAGES["claim.description.tooShort"].pt,
    });
    expect(errorsOf(claimFormSchemaFor("en").safeParse({ reason: "noisy", description: "x".repeat(2001) }))).toEqual({
      reason: CLAIM_FORM_MESSAGES["claim.reason.required"].en,
      description: CLAIM_FORM_MESSAGES["claim.description.tooLong"].en,
    });
  });
});

describe("claimDecisionSchemaFor", () => {
  const held = 750_000;

  it("releases nothing back, or gives everything back", () => {
    expect(claimDecisionSchemaFor("en", held).parse({ decision: "release", refundAmount: "10" })).toEqual({
      decision: "release",
      refundCents: 0,
      note: undefined,
    });
    expect(claimDecisionSchemaFor("en", held).parse({ decision: "full_refund", note: " keys never came " })).toEqual({
      decision: "full_refund",
      refundCents: held,
      note: "keys never came",
    });
  });

  it("takes a partial refund from one centavo to one less than is held", () => {
    const schema = claimDecisionSchemaFor("pt", held);
    expect(schema.parse({ decision: "partial_refund", refundAmount: "0,01" }).refundCents).toBe(1);
    expect(schema.parse({ decision: "partial_refund", refundAmount: "7.499,99" }).refundCents).toBe(749_999);
    expect(schema.parse({ decision: "partial_refund", refundAmount: 1234.56 }).refundCents).toBe(123_456);
    for (const amount of ["0,00", "7.500,00", "8.000"]) {
      const errors = errorsOf(schema.safeParse({ decision: "partial_refund", refundAmount: amount }));
      expect(errors.refundAmount, amount).toBe(
        "Valor do reembolso: um reembolso parcial fica entre 0,01 e 7.499,99; para devolver tudo, escolha reembolsar tudo.",
      );
    }
  });

  it("requires the amount of a partial refund, as an amount", () => {
    const schema = claimDecisionSchemaFor("en", held);
    expect(errorsOf(schema.safeParse({ decision: "partial_refund", refundAmount: " " }))).toEqual({
      refundAmount: CLAIM_FORM_MESSAGES["claim.refundAmount.required"].en,
    });
    expect(errorsOf(schema.safeParse({ decision: "partial_refund", refundAmount: "lots" }))).toEqual({
      refundAmount: CLAIM_FORM_MESSAGES["claim.refundAmount.invalid"].en,
    });
    expect(errorsOf(schema.safeParse({ decision: "maybe" }))).toEqual({
      decision: CLAIM_FORM_MESSAGES["claim.decision.required"].en,
    });
  });
});
