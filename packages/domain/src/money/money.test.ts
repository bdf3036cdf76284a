import { describe, expect, it } from "vitest";
import { centsToReais, formatBRL, reaisToCents } from "./money.ts";

describe("money", () => {
  it("formats reais the Brazilian way with a plain space", () => {
    expect(formatBRL(1234.56)).toBe("R$ 1.234,56");
    expect(formatBRL(0)).toBe("R$ 0,00");
    expect(formatBRL(150)).toBe("R$ 150,00");
    expect(formatBRL(1250000)).toBe("R$ 1.250.000,00");
  });

  it("round-trips centavos and reais without floating-point drift", () => {
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(centsToReais(123456)).toBe(1234.56);
  });
});
