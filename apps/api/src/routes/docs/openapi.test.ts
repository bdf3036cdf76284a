import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../test/test-api.ts";

describe("the API's own description", () => {
  const t = useTestApi();

  it("is a valid OpenAPI 3.1 document naming every catalogue route", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as { paths: Record<string, unknown> };
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/v2/health",
        "/v2/properties",
        "/v2/properties/{code}",
        "/v2/properties/universities",
        "/v2/properties/filters",
        "/v2/properties/term",
        "/v2/events/page-view",
      ]),
    );
  });

  it("is readable at /v2/docs, with its assets served locally", async () => {
    const page = await t.api.request("/v2/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("/v2/openapi.json");
    for (const asset of html.matchAll(/(?:href|src)="(\/v2\/docs\/[^"]+)"/g)) {
      const res = await t.api.request(asset[1] ?? "");
      expect(res.status, asset[1]).toBe(200);
      expect((await res.text()).length).toBeGreaterThan(1000);
    }
  });
});
