import { formatBRL } from "@campuslar/domain/money/money";
import { depositInMonthsOfRent } from "@campuslar/domain/property/contract-costs";
import { PHOTOGRAPHER_PRICE_REAIS } from "@campuslar/domain/site/offers";
import { describe, expect, it } from "vitest";
import { FAQ_GROUPS, faqGroups } from "./faq-content.ts";
import { countFaqItems, faqMatches, filterFaq } from "./faq-filter.ts";

const deposit = { question: "Quanto é a caução?", answer: "A caução é de 25% do aluguel total." };
const guarantor = { question: "Preciso de fiador?", answer: "Não." };

describe("faqMatches", () => {
  it("ignores accents and case in both directions", () => {
    expect(faqMatches(deposit, "caucao")).toBe(true);
    expect(faqMatches(deposit, "CAUÇÃO")).toBe(true);
    expect(faqMatches({ question: "Caucao", answer: "" }, "caução")).toBe(true);
  });

  it("needs every word of the query, in the question or the answer", () => {
    expect(faqMatches(deposit, "caução aluguel")).toBe(true);
    expect(faqMatches(deposit, "caução fiador")).toBe(false);
  });

  it("matches everything when the query has no letters or digits", () => {
    expect(faqMatches(guarantor, "")).toBe(true);
    expect(faqMatches(guarantor, "  ?! ")).toBe(true);
  });
});

describe("filterFaq", () => {
  const groups = [
    { id: "a", items: [deposit, guarantor] },
    { id: "b", items: [guarantor] },
  ];

  it("keeps only matching questions and drops groups left empty", () => {
    const found = filterFaq(groups, "caucao");
    expect(found.map((g) => g.id)).toEqual(["a"]);
    expect(found[0]?.items).toEqual([deposit]);
    expect(countFaqItems(found)).toBe(1);
  });

  it("finds nothing for a word no question has", () => {
    expect(filterFaq(groups, "piscina")).toEqual([]);
  });
});

describe("faqGroups", () => {
  for (const locale of ["pt", "en"] as const) {
    it(`fills every answer from the domain in ${locale}`, () => {
      const groups = faqGroups(locale, null);
      expect(groups).toHaveLength(6);
      expect(countFaqItems(groups)).toBe(FAQ_GROUPS.reduce((n, g) => n + g.questions.length, 0));
      const answers = groups.flatMap((g) => g.items.map((i) => i.answer));
      for (const answer of answers) expect(answer).not.toMatch(/\{\w+\}/);
      const text = answers.join("\n");
      expect(text).toContain(formatBRL(PHOTOGRAPHER_PRICE_REAIS));
      expect(text).toContain("25%");
      expect(text).toContain(`${depositInMonthsOfRent(12)}`);
    });
  }

  it("finds the deposit question by its unaccented Portuguese name", () => {
    const found = filterFaq(faqGroups("pt", null), "caucao");
    expect(found.flatMap((g) => g.items.map((i) => i.id))).toContain("deposit");
  });
});
