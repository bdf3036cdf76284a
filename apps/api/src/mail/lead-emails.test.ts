import { describe, expect, it } from "vitest";
import { interestConfirmationEmail } from "./lead-emails.ts";

/*
 * Issue 35: the interest confirmation invites the student to turn the interest into a proposal,
 * with a link to the listing's proposal page in their language that carries the stay they
 * described (the proposal page prefills its form from it).
 */
const listing = {
  code: "SP10001",
  title: "Studio na Paulista",
  address: { street: "Avenida Paulista", number: "1000", neighbourhood: "Bela Vista", city: "São Paulo", state: "SP" },
  room: 2,
  stay: { moveDate: "2027-02-01", stayPeriodMonths: 12, proposalValue: 2450.5, warrantyType: "insurance" },
};

describe("the interest confirmation's invitation to propose", () => {
  it("links the proposal page in the student's language with the interest's stay", () => {
    for (const [locale, path, sentence] of [
      ["pt", "/propor/SP10001", "Transforme seu interesse em uma proposta"],
      ["en", "/en/propor/SP10001", "Turn your interest into a proposal"],
    ] as const) {
      const mail = interestConfirmationEmail(
        { email: "lena@example.com", name: "Lena" },
        "INT-1",
        listing,
        "https://campuslar.example/",
        locale,
      );
      const link = /https:\/\/campuslar\.example(\/\S*propor\/\S+?\?\S+)/.exec(mail.text)?.[1] ?? "";
      const url = new URL(link, "https://campuslar.example");
      expect(url.pathname).toBe(path);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        moveDate: "2027-02-01",
        stayPeriodMonths: "12",
        proposalValue: "2.450,50",
        warrantyType: "insurance",
        roomNumber: "2",
      });
      expect(mail.text).toContain(sentence);
      expect(mail.html).toContain(url.pathname);
    }
  });
});
