import { describe, expect, it } from "vitest";
import { localizeFieldErrors } from "../i18n/field-errors.ts";
import { roommateMessage } from "./roommate-messages.ts";
import { roommateProfileSchemaFor, whatsappLink } from "./roommate-profile.ts";

const today = "2026-11-23";
const schema = roommateProfileSchemaFor({ today });
const errors = (input: unknown, locale: "pt" | "en" = "en") => {
  const result = schema.safeParse(input);
  return result.success ? {} : localizeFieldErrors(result.error.issues, (key) => roommateMessage(key, locale));
};

/** The questionnaire as an HTML form posts it: text everywhere, one value for a one-item list. */
const posted = {
  visible: "on",
  budgetMin: "1.500,00",
  budgetMax: "2500",
  moveDate: "2027-02-01",
  stayMonths: "12",
  universities: "usp-butanta",
  neighbourhoods: ["Butantã", ""],
  rhythm: "early",
  cleanliness: "4",
  noiseTolerance: "2",
  guestsFrequency: "2",
  studySocialBalance: "3",
  smoker: "false",
  acceptsSmokers: "false",
  hasPets: "false",
  acceptsPets: "true",
  gender: "female",
  genderPreference: "any",
  languages: ["pt", "en"],
  interests: "music",
  bio: "  Estudo Direito e gosto de cozinhar.  ",
  whatsapp: "(11) 91234-5678",
};

describe("roommate questionnaire", () => {
  it("reads a posted form into typed answers", () => {
    const profile = schema.parse(posted);
    expect(profile).toMatchObject({
      visible: true,
      budgetMin: 1500,
      budgetMax: 2500,
      stayMonths: 12,
      universities: ["usp-butanta"],
      neighbourhoods: ["Butantã"],
      cleanliness: 4,
      acceptsPets: true,
      interests: ["music"],
      bio: "Estudo Direito e gosto de cozinhar.",
      whatsapp: "+5511912345678",
    });
    expect(whatsappLink(profile.whatsapp)).toBe("https://wa.me/5511912345678");
    expect(schema.parse({ ...posted, visible: undefined }).visible).toBe(false);
  });

  it("reads amounts as people type them in Brazil", () => {
    for (const [typed, reais] of [
      ["2.500", 2500],
      ["R$ 12.000", 12000],
      ["2.500,50", 2500.5],
      ["2500.5", 2500.5],
      ["1500", 1500],
    ] as const) {
      expect(schema.parse({ ...posted, budgetMin: "300", budgetMax: typed }).budgetMax).toBe(reais);
    }
  });

  it("names each missing answer next to its field, in both languages", () => {
    expect(errors({})).toMatchObject({
      budgetMin: "please enter your monthly budget",
      moveDate: "please choose your move date",
      stayMonths: "please select how long you will stay",
      rhythm: "please select an option",
      cleanliness: "please choose from 1 to 5",
      smoker: "please select an option",
      languages: "choose at least one language you speak",
      whatsapp: "add a WhatsApp number so a match can reach you",
    });
    expect(errors({}, "pt").budgetMin).toBe("por favor, informe quanto pode pagar por mês");
  });

  it("refuses answers out of range, a reversed budget, a past date and a phone that is not one", () => {
    expect(
      errors({
        ...posted,
        moveDate: "2026-11-22",
        cleanliness: "6",
        whatsapp: "12345",
        interests: ["music", "sports", "games", "cooking", "movies", "reading", "travel"],
        languages: ["klingon"],
        bio: "x".repeat(501),
      }),
    ).toEqual({
      moveDate: "choose a date from today on",
      cleanliness: "please choose from 1 to 5",
      whatsapp: "enter a valid WhatsApp number with its area code (pick its country, or start it with +)",
      interests: "choose fewer options",
      "languages.0": "the value entered is invalid, please enter another value",
      bio: "keep it under 500 characters",
    });
    expect(errors({ ...posted, budgetMin: "100" }).budgetMin).toBe(
      "enter an amount between R$ 300,00 and R$ 20.000,00",
    );
    expect(errors({ ...posted, budgetMin: "3000" }, "pt")).toEqual({
      budgetMax: "o máximo não pode ser menor que o mínimo",
    });
  });
});
