import { describe, expect, it } from "vitest";
import { useTestApi } from "../../test/test-api.ts";

/*
 * Issue 34: a search's bad parameter is named with a message in the request's language, chosen
 * as every answer's is: `lang` first, then `Accept-Language`, then Portuguese.
 */

type Refusal = { error: { code: string; message: string; fields: Record<string, string> } };

describe("a search's bad parameters, in the request's language", () => {
  const t = useTestApi();

  const refused = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.api.request(path, { headers });
    expect(res.status, path).toBe(400);
    return (await res.json()) as Refusal;
  };

  it("answers Portuguese to a Portuguese request, by Accept-Language or by lang", async () => {
    const byHeader = await refused("/v2/properties?minPrice=abc&page=0", { "accept-language": "pt-BR,pt;q=0.9" });
    expect(byHeader.error).toMatchObject({
      code: "validation_failed",
      message: "Alguns campos estão inválidos",
      fields: { minPrice: "deve ser um número", page: "deve ser 1 ou mais" },
    });
    const byLang = await refused("/v2/properties?lang=pt&minPrice=abc&page=0", { "accept-language": "en" });
    expect(byLang.error.fields).toEqual(byHeader.error.fields);
    // Portuguese is the default language of an answer.
    expect((await refused("/v2/properties?page=0")).error.fields).toEqual({ page: "deve ser 1 ou mais" });
  });

  it("answers English to an English request", async () => {
    const byHeader = await refused("/v2/properties?minPrice=abc&page=0", { "accept-language": "en-GB" });
    expect(byHeader.error).toMatchObject({
      message: "Some fields are invalid",
      fields: { minPrice: "must be a number", page: "must be 1 or more" },
    });
    const byLang = await refused("/v2/properties?lang=en&minPrice=abc&page=0", { "accept-language": "pt-BR" });
    expect(byLang.error.fields).toEqual(byHeader.error.fields);
  });

  it("says the rules between parameters and the map's box in Portuguese too", async () => {
    const pt = { "accept-language": "pt-BR" };
    expect((await refused("/v2/properties?minPrice=3000&maxPrice=2000", pt)).error.fields).toEqual({
      maxPrice: "não pode ser menor que minPrice",
    });
    expect((await refused("/v2/properties?order=distance", pt)).error.fields).toEqual({
      order: "a ordem por distância precisa de uma universidade",
    });
    expect((await refused("/v2/properties?lang=fr", pt)).error.fields).toEqual({ lang: "deve ser pt ou en" });
    expect((await refused("/v2/properties/pins?bbox=-45,-23,-46,-22", pt)).error.fields).toEqual({
      bbox: "oeste deve ser menor que leste",
    });
  });

  it("does the same on the filters' counts and the map's pins", async () => {
    for (const path of ["/v2/properties/filters?bedrooms=9", "/v2/properties/pins?bedrooms=9"]) {
      expect((await refused(`${path}&lang=pt`)).error.fields, path).toEqual({ bedrooms: "deve ser 1, 2, 3 ou 4" });
      expect((await refused(`${path}&lang=en`)).error.fields, path).toEqual({ bedrooms: "must be 1, 2, 3 or 4" });
    }
  });
});
