import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageViews } from "../../db/schema/index.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

describe("POST /v2/events/page-view", () => {
  const t = useTestApi();

  it("records a view", async () => {
    const res = await t.api.request(
      "/v2/events/page-view",
      jsonRequest({ path: "/en/imoveis", locale: "en", visitorId: "visitor-123" }),
    );
    expect(res.status).toBe(204);
    const [row] = await t.handle.db.select({ n: count() }).from(pageViews).where(eq(pageViews.path, "/en/imoveis"));
    expect(row?.n).toBe(1);
  });

  it("answers 400 naming the bad field, and records nothing", async () => {
    const res = await t.api.request("/v2/events/page-view", jsonRequest({ path: "no-slash", locale: "fr" }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields).sort()).toEqual(["locale", "path"]);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const res = await t.api.request("/v2/events/page-view", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "validation_failed" } });
  });
});
