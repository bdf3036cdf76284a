import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMAIL_NAME_MAX, nameForEmail } from "./lead-limits.ts";

describe("nameForEmail", () => {
  it("keeps an ordinary name as typed, accents and all", () => {
    expect(nameForEmail("Ana Souza")).toBe("Ana Souza");
    expect(nameForEmail("João da Silva-Ávila")).toBe("João da Silva-Ávila");
    expect(nameForEmail("O'Brien 李")).toBe("O'Brien 李");
  });

  it("drops web addresses, links and e-mail addresses, and anything after the first line", () => {
    expect(nameForEmail("Ana http://evil.example/claim")).toBe("Ana");
    expect(nameForEmail("Prize at www.evil.example now")).toBe("Prize at now");
    expect(nameForEmail("Visit evil.com today")).toBe("Visit today");
    expect(nameForEmail("ana@evil.example")).toBe("");
    expect(nameForEmail("Ana\nClick here: https://evil.example")).toBe("Ana");
    expect(nameForEmail("Ana\u202eevil")).toBe("Ana evil");
  });

  it("is at most EMAIL_NAME_MAX characters, one line, with no link, whatever was typed", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (typed) => {
        const name = nameForEmail(typed);
        expect(name.length).toBeLessThanOrEqual(EMAIL_NAME_MAX);
        expect(name).not.toMatch(/[\r\n]|https?:|www\./i);
      }),
    );
  });
});
