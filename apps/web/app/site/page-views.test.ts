import { describe, expect, it } from "vitest";
import { anonymousReferrer } from "./page-views.ts";

describe("anonymousReferrer", () => {
  const own = "https://campuslar.com.br";

  it("keeps only the path of this site's pages", () => {
    expect(anonymousReferrer("https://campuslar.com.br/imoveis?q=ana@example.com", own)).toBe("/imoveis");
  });

  it("keeps only the origin of other sites", () => {
    expect(anonymousReferrer("https://www.google.com/search?q=joao+silva+cpf", own)).toBe("https://www.google.com");
  });

  it("has nothing to say without a referrer or with garbage", () => {
    expect(anonymousReferrer("", own)).toBeUndefined();
    expect(anonymousReferrer("not a url", own)).toBeUndefined();
  });
});
