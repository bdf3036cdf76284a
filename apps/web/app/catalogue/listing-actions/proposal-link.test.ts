import { describe, expect, it } from "vitest";
import { proposalHref, proposalPrefill } from "./proposal-link.ts";

describe("an interest carried into a proposal", () => {
  it("links the proposal page in the visitor's language with the stay, and reads it back", () => {
    const link = proposalHref("en", "SP10001", {
      moveDate: "2027-02-01",
      stayPeriodMonths: "12",
      proposalValue: "1.900,00",
      warrantyType: "insurance",
      roomNumber: "",
      name: "not carried",
    });
    const url = new URL(link, "https://campuslar.example");
    expect(url.pathname).toBe("/en/propor/SP10001");
    expect(proposalPrefill(url.searchParams)).toEqual({
      moveDate: "2027-02-01",
      stayPeriodMonths: "12",
      proposalValue: "1.900,00",
      warrantyType: "insurance",
    });
    expect(proposalHref("pt", "SP10001")).toBe("/propor/SP10001");
  });
});
