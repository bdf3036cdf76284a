import { describe, expect, it } from "vitest";
import { CONTACT_METHODS, FOUND_VIA, SERVICE_KINDS, WARRANTY_TYPES } from "../lead/lead-enums.ts";
import { leadValueLabel } from "./lead-value-labels.ts";

describe("lead value labels", () => {
  it("gives every code of every lead enum words in both languages", () => {
    const tables = {
      warrantyType: WARRANTY_TYPES,
      contactMethod: CONTACT_METHODS,
      foundVia: FOUND_VIA,
      service: SERVICE_KINDS,
    };
    for (const [field, codes] of Object.entries(tables)) {
      for (const code of codes) {
        for (const locale of ["pt", "en"] as const) {
          const label = leadValueLabel(field, code, locale);
          expect(label, `${field}.${code}.${locale}`).not.toBe(code.includes("_") ? code : "");
          expect(label.length).toBeGreaterThan(1);
        }
      }
    }
    expect(leadValueLabel("warrantyType", "insurance", "pt")).toBe("Seguro-fiança");
    expect(leadValueLabel("warrantyType", "insurance", "en")).toBe("Rent guarantee insurance");
    expect(leadValueLabel("locale", "en", "pt")).toBe("Inglês");
  });

  it("shows an unknown code or a free-text field as it was stored", () => {
    expect(leadValueLabel("warrantyType", "barter", "en")).toBe("barter");
    expect(leadValueLabel("comments", "insurance", "pt")).toBe("insurance");
  });
});
