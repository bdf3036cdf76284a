import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageViews } from "../../db/schema/index.ts";
import { recordPageView } from "../../services/page-view-service.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

describe("POST /v2/events/page-view", () => {
  const t = useTestApi();

  it("records a view as an anonymous count: path, language, referrer and the day in São Paulo", async () => {
    const before = saoPauloDate(new Date());
    const res = await t.api.request(
      "/v2/events/page-view",
      // An identifier a client adds is not kept.
      jsonRequest({ path: "/en/imoveis", locale: "en", referrer: "/en", visitorId: "visitor-123" }),
    );
    expect(res.status).toBe(204);
    const rows = await t.handle.db.select().from(pageViews).where(eq(pageViews.path, "/en/imoveis"));
    expect(rows).toHaveLength(1);
    const { id: _id, day, ...row } = rows[0] ?? { id: 0, day: "" };
    expect(row).toEqual({ path: "/en/imoveis", locale: "en", referrer: "/en", propertyCode: null });
    expect([before, saoPauloDate(new Date())]).toContain(day);
  });

  it("counts the day in São Paulo, not in UTC", async () => {
    // 01:30 UTC on 2 March is still 1 March in São Paulo (UTC-3).
    await recordPageView(t.handle.db, { path: "/faq", locale: "pt" }, new Date("2026-03-02T01:30:00Z"));
    const [row] = await t.handle.db.select({ day: pageViews.day }).from(pageViews).where(eq(pageViews.path, "/faq"));
    expect(row?.day).toBe("2026-03-01");
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
