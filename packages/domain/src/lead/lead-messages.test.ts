import { describe, expect, it } from "vitest";
import { LEAD_MESSAGE_KEYS, LEAD_MESSAGES, leadMessage } from "./lead-messages.ts";

/** Spec §5, English messages, copied verbatim. */
const SPEC_ENGLISH = [
  "name field is required",
  "Email field is required",
  "Tel field is required",
  "the Email used is invalid",
  "select if you are student",
  "select the way you found us",
  "address, number, zip code, neighbourhood fields are required",
  "please select an option",
  "please enter a value for your proposal",
  "please select a period of residence",
  "please select warranty type",
  "please enter the rental amount",
  "please leave a message",
  "the value entered is invalid, please enter another value",
];

describe("LEAD_MESSAGES", () => {
  it("has a non-empty text in both languages for every key", () => {
    for (const key of LEAD_MESSAGE_KEYS) {
      expect(key).toMatch(/^lead\.[a-zA-Z]+\.[a-zA-Z]+$/);
      expect(LEAD_MESSAGES[key].en.trim()).not.toBe("");
      expect(LEAD_MESSAGES[key].pt.trim()).not.toBe("");
      expect(LEAD_MESSAGES[key].pt).not.toBe(LEAD_MESSAGES[key].en);
    }
  });

  it("contains every English message of the spec word for word", () => {
    const english = LEAD_MESSAGE_KEYS.map((key) => LEAD_MESSAGES[key].en);
    for (const message of SPEC_ENGLISH) expect(english).toContain(message);
  });

  it("gives each key a distinct text in each language", () => {
    for (const locale of ["en", "pt"] as const) {
      const texts = LEAD_MESSAGE_KEYS.map((key) => LEAD_MESSAGES[key][locale]);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it("translates by key and locale, and returns unknown keys unchanged", () => {
    expect(leadMessage("lead.name.required", "en")).toBe("name field is required");
    expect(leadMessage("lead.name.required", "pt")).toBe("o campo nome é obrigatório");
    expect(leadMessage("lead.rent.required", "pt")).toBe("por favor, informe o valor do aluguel");
    expect(leadMessage("no.such.key", "pt")).toBe("no.such.key");
    expect(leadMessage("toString", "en")).toBe("toString");
  });
});
