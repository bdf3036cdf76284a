import type { TransitLines } from "@campuslar/domain/commute/commute-dto";
import { COMMUTE_NETWORK_DATE } from "@campuslar/domain/commute/commute-rules";
import { distanceMeters } from "@campuslar/domain/geo/distance";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../test/test-api.ts";

describe("GET /v2/transit/lines", () => {
  const t = useTestApi({ seeded: true });

  it("gives the metro and train lines in their colours, with their paths, and no bus line", async () => {
    const res = await t.api.request("/v2/transit/lines");
    expect(res.status).toBe(200);
    const body = (await res.json()) as TransitLines;
    expect(body.networkDate).toBe(COMMUTE_NETWORK_DATE);
    const byId = new Map(body.lines.map((line) => [line.id, line]));
    expect(byId.get("METRÔ L4")).toMatchObject({ color: "FFFF00", textColor: "000000", kind: "metro" });
    expect(byId.get("METRÔ L2")).toMatchObject({ color: "007E5E", kind: "metro" });
    expect(byId.get("CPTM L09")).toMatchObject({ color: "01A9A7", kind: "train" });
    expect(body.lines).toHaveLength(13);
    expect(body.lines.every((line) => line.kind === "metro" || line.kind === "train")).toBe(true);

    for (const line of body.lines) {
      expect(line.paths.length, line.id).toBeGreaterThan(0);
      for (const path of line.paths) {
        expect(path.length).toBeGreaterThanOrEqual(2);
        for (const [lat, lng] of path) {
          // In the metropolitan region (CPTM reaches Jundiaí and Mogi das Cruzes), with at most five decimals.
          expect(lat).toBeGreaterThan(-24);
          expect(lat).toBeLessThan(-23);
          expect(lng).toBeGreaterThan(-47.1);
          expect(lng).toBeLessThan(-46);
          expect(Math.round(lat * 1e5) / 1e5).toBe(lat);
          expect(Math.round(lng * 1e5) / 1e5).toBe(lng);
        }
      }
    }
    // Line 4 runs from Luz to São Paulo–Morumbi (2019): its path reaches both ends.
    const line4 = byId.get("METRÔ L4")?.paths[0] ?? [];
    const near = (place: { lat: number; lng: number }) =>
      line4.some(([lat, lng]) => distanceMeters({ lat, lng }, place) < 300);
    expect(near({ lat: -23.5352, lng: -46.6353 })).toBe(true);
    expect(near({ lat: -23.5862, lng: -46.7235 })).toBe(true);
  });

  it("stays small, is cacheable for a day and answers a matching ETag with 304", async () => {
    const res = await t.api.request("/v2/transit/lines");
    const text = await res.text();
    expect(text.length).toBeLessThan(40_000);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.api.request("/v2/transit/lines", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(doc.paths["/v2/transit/lines"]).toBeDefined();
  });
});
