import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "./normalize.ts";

describe("normalizeSearchText", () => {
  it("drops accents, case and punctuation", () => {
    expect(normalizeSearchText("Rua da Consolação, 1.200 – São Paulo")).toBe("rua da consolacao 1 200 sao paulo");
    expect(normalizeSearchText("  Higienópolis  ")).toBe("higienopolis");
  });
});
