import { describe, expect, it } from "vitest";
import { expectedDbKind, useTestApi } from "../../test/test-api.ts";

describe("GET /v2/health", () => {
  const t = useTestApi();

  it("reports ok and which database serves", async () => {
    const res = await t.api.request("/v2/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: expectedDbKind(), checks: { database: "ok", redis: "none" } });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("has a liveness check that touches no database", async () => {
    const res = await t.api.request("/v2/health/live");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404, not HTML", async () => {
    const res = await t.api.request("/v2/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("publishes its OpenAPI document", async () => {
    const res = await t.api.request("/v2/openapi.json");
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/v2/health", "/v2/properties/universities", "/v2/events/page-view"]),
    );
  });
});
