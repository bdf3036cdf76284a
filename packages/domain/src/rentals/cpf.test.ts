import { describe, expect, it } from "vitest";
import { formatCpf, isValidCpf, normalizeCpf } from "./cpf.ts";

describe("CPF", () => {
  it("reads the number with or without its punctuation", () => {
    expect(normalizeCpf("123.456.789-09")).toBe("12345678909");
    expect(normalizeCpf(" 123 456 789 09 ")).toBe("12345678909");
    expect(formatCpf("12345678909")).toBe("123.456.789-09");
  });

  it("accepts a number whose two check digits are right", () => {
    // Its first check digit is 0 from a remainder of 10: the rule's edge.
    expect(isValidCpf("123.456.789-09")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("111.444.777-35")).toBe(true);
  });

  it("refuses a wrong first or second check digit", () => {
    expect(isValidCpf("123.456.789-19")).toBe(false);
    expect(isValidCpf("123.456.789-00")).toBe(false);
  });

  it("refuses eleven equal digits, which pass the arithmetic but were never issued", () => {
    for (let d = 0; d <= 9; d += 1) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });

  it("refuses too few or too many digits and letters", () => {
    expect(isValidCpf("1234567890")).toBe(false);
    expect(isValidCpf("123456789090")).toBe(false);
    expect(isValidCpf("123.456.789-0X")).toBe(false);
    expect(isValidCpf("")).toBe(false);
  });
});
