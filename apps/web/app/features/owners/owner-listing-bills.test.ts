import { describe, expect, it } from "vitest";
import { changeFieldLabel, changeValueText } from "../../catalogue/listing-facts/listing-change-text.ts";
import { t } from "../../i18n/t.ts";
import { listingValues, typedListingValues } from "./owner-listing-values.ts";
import "./bills-messages.ts";

const words = { empty: "—", yes: "sim", no: "não" };

describe("the listing form's bills", () => {
  it("shows each saved estimate as money in the spec's format, the same in both languages", () => {
    const form = { rentAmount: 2500, includedBills: ["water", "gas"], electricityEstimate: 150.5, gasEstimate: 0 };
    expect(listingValues(form)).toMatchObject({
      includedBills: ["water", "gas"],
      electricityEstimate: "150,50",
      gasEstimate: "0,00",
    });
    expect(listingValues(form)).toMatchObject({ rentAmount: "2.500,00" });
  });

  it("keeps what was typed after a refused save, a bad estimate included", () => {
    const typed = new FormData();
    typed.append("includedBills.water", "water");
    typed.append("includedBills.internet", "internet");
    typed.set("gasEstimate", "muito");
    typed.set("cleaningEstimate", "120,50");
    expect(typedListingValues(typed)).toMatchObject({
      includedBills: ["water", "internet"],
      gasEstimate: "muito",
      cleaningEstimate: "120,50",
    });
  });

  it("names a changed estimate for staff and the owner, with its amounts, in both languages", () => {
    const pt = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => t("pt", key, vars);
    const en = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => t("en", key, vars);
    expect(changeFieldLabel(pt, "gasEstimate")).toBe("Gás: estimativa por mês");
    expect(changeFieldLabel(en, "cleaningEstimate")).toBe("Cleaning: estimate per month");
    expect(changeValueText(pt, "electricityEstimate", 150.5, words)).toBe("R$ 150,50");
    expect(changeValueText(en, "gasEstimate", 0, words)).toBe("R$ 0,00");
    expect(changeValueText(pt, "includedBills", ["water", "gas"], words)).toBe("água, gás");
    expect(changeValueText(en, "includedBills", ["gas"], words)).toBe("gas");
  });

  it("has every text of the bills in both languages", () => {
    for (const key of ["owner.bills.heading", "owner.bills.included", "owner.bills.allIn"] as const)
      expect(t("pt", key)).not.toBe(t("en", key));
    expect(t("pt", "owner.bills.allIn")).toBe("Total por mês com tudo");
    expect(t("en", "owner.bills.allIn")).toBe("All-in per month");
  });
});
