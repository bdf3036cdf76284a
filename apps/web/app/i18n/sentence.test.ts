import { describe, expect, it } from "vitest";
import { asSentence } from "./sentence.ts";

describe("a message shown alone as a sentence", () => {
  it("starts with a capital, accented letters included, and ends with a full stop", () => {
    expect(asSentence("this visit link is invalid or has expired", "en")).toBe(
      "This visit link is invalid or has expired.",
    );
    expect(asSentence("é preciso escolher um horário", "pt")).toBe("É preciso escolher um horário.");
    expect(asSentence("o e-mail do SP10001 ", "pt")).toBe("O e-mail do SP10001.");
  });

  it("leaves a sentence that is one already, and an empty text, as they are", () => {
    expect(asSentence("Visita cancelada.", "pt")).toBe("Visita cancelada.");
    expect(asSentence("Try again in a moment!", "en")).toBe("Try again in a moment!");
    expect(asSentence("", "en")).toBe("");
  });
});
