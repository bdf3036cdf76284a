import { describe, expect, it } from "vitest";
import { collator, dateTimeFormat, numberFormat } from "./intl-formats.ts";

describe("cached Intl formatters", () => {
  it("format as a new formatter would, and are made once per language and options", () => {
    expect(numberFormat("pt-BR").format(1234.5)).toBe("1.234,5");
    expect(numberFormat("en-GB").format(1234.5)).toBe("1,234.5");
    expect(numberFormat("pt-BR", { style: "percent" }).format(0.3)).toBe("30%");
    expect(numberFormat("pt-BR")).toBe(numberFormat("pt-BR"));
    expect(numberFormat("pt-BR")).not.toBe(numberFormat("pt-BR", { maximumFractionDigits: 1 }));
    expect(
      dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date("2026-03-01T00:00:00Z")),
    ).toBe("1 March 2026");
    expect(["Vila Mariana", "Água Branca", "Butantã"].sort(collator("pt-BR").compare)).toEqual([
      "Água Branca",
      "Butantã",
      "Vila Mariana",
    ]);
  });
});
