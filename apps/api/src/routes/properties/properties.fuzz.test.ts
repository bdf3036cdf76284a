import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../test/test-api.ts";

/** Parameter names the search knows, mixed with junk, so random queries reach every validator. */
const names = fc.constantFrom(
  "page",
  "pageSize",
  "order",
  "purpose",
  "minPrice",
  "maxPrice",
  "bedrooms",
  "type",
  "university",
  "maxCommute",
  "customer",
  "neighbourhood",
  "furnished",
  "pets",
  "q",
  "lang",
  "hasPool",
  "hasTV",
  "x",
);
const values = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    "",
    "1e309",
    "-0",
    "NaN",
    "true",
    "0",
    "4",
    "price_asc",
    "distance",
    "commute",
    "30",
    "sale",
    "fgv",
    "%",
    "'",
    "\\",
  ),
);

describe("GET /v2/properties with random query strings", () => {
  const t = useTestApi({ seeded: true });

  it("never answers 5xx, and every 4xx is a JSON error", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(names, values), { maxLength: 6 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const res = await t.api.request(`/v2/properties?${query}`);
        expect(res.status, query).toBeLessThan(500);
        const body = (await res.json()) as Record<string, unknown>;
        if (res.status >= 400) expect(body).toHaveProperty("error.code");
        else expect(body).toHaveProperty("items");
      }),
      { numRuns: 150 },
    );
  });

  it("never answers 5xx for any code in the path", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }), async (code) => {
        const res = await t.api.request(`/v2/properties/${encodeURIComponent(code)}`);
        expect(res.status, code).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
