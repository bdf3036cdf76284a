import { describe, expect, it } from "vitest";
import {
  centsToReais,
  formatBRL,
  formatReais,
  formatReaisInput,
  formatShortBRL,
  parseTypedReais,
  reaisToCents,
} from "./money.ts";

describe("money", () => {
  it("formats reais the Brazilian way with a plain space", () => {
    expect(formatBRL(1234.56)).toBe("R$ 1.234,56");
    expect(formatBRL(0)).toBe("R$ 0,00");
    expect(formatBRL(150)).toBe("R$ 150,00");
    expect(formatBRL(1250000)).toBe("R$ 1.250.000,00");
  });

  it.each([
    [0, "R$ 0,00"],
    [0.01, "R$ 0,01"],
    [0.1, "R$ 0,10"],
    [0.005, "R$ 0,01"],
    [999.99, "R$ 999,99"],
    [1000, "R$ 1.000,00"],
    [2850, "R$ 2.850,00"],
    [12_345.6, "R$ 12.345,60"],
    [999_999.995, "R$ 1.000.000,00"],
    [1_000_000, "R$ 1.000.000,00"],
    [21_474_836.47, "R$ 21.474.836,47"],
    [-10, "-R$ 10,00"],
    [-1234.5, "-R$ 1.234,50"],
    [-0.001, "R$ 0,00"],
  ])("writes %d as %j, the spec's format, in every language", (reais, text) => {
    expect(formatBRL(reais)).toBe(text);
  });

  it("has no no-break or narrow spaces, so text searches and copies find a plain space", () => {
    expect(formatBRL(1234.56)).not.toMatch(/[\u00a0\u202f]/u);
  });

  it("writes the amount alone, as placeholders and fields show it", () => {
    expect(formatReais(1400)).toBe("1.400,00");
    expect(formatReais(0.01)).toBe("0,01");
    expect(formatReais(1_250_000)).toBe("1.250.000,00");
  });

  it("round-trips centavos and reais without floating-point drift", () => {
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(centsToReais(123456)).toBe(1234.56);
  });
});

describe("parseTypedReais", () => {
  it.each([
    ["1500", 1500],
    ["1.500", 1500],
    ["1,500", 1500],
    ["R$ 1.500,50", 1500.5],
    ["1,500.50", 1500.5],
    ["1500,5", 1500.5],
    ["1500.5", 1500.5],
    ["1.234.567,89", 1234567.89],
    ["1,234,567", 1234567],
    [" 3 000 ", 3000],
    ["0", 0],
  ])("reads %j as %d", (typed, reais) => {
    expect(parseTypedReais(typed)).toBe(reais);
  });

  it.each(["", "abc", "1.5.0", "1,50,0", "15.000,123", "1500.505", "-10", "1.50.000"])("refuses %j", (typed) => {
    expect(parseTypedReais(typed)).toBeUndefined();
  });
});

describe("formatReaisInput", () => {
  it("writes an amount in the spec's format in both languages, and parseTypedReais reads it back", () => {
    expect(formatReaisInput(2500)).toBe("2.500,00");
    for (const reais of [0, 0.01, 0.5, 999.99, 2500, 1234567.89]) {
      expect(parseTypedReais(formatReaisInput(reais))).toBe(reais);
    }
  });
});

describe("formatShortBRL", () => {
  it("writes a pin's price as whole reais in the spec's format, alike in both languages", () => {
    expect(formatShortBRL(2400)).toBe("R$ 2.400");
    expect(formatShortBRL(2000)).toBe("R$ 2.000");
    expect(formatShortBRL(850.5)).toBe("R$ 851");
    expect(formatShortBRL(999.49)).toBe("R$ 999");
    expect(formatShortBRL(999.5)).toBe("R$ 1.000");
    expect(formatShortBRL(1_250_000)).toBe("R$ 1.250.000");
    expect(formatShortBRL(0)).toBe("R$ 0");
  });
});
