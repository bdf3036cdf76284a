import { FAVORITES_MAX, FAVORITES_MESSAGES, type FavoriteList } from "@campuslar/domain/user/favorites";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { favorites, properties } from "../../db/schema/catalogue.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

/** A clock the tests move forward, so "most recently saved first" is deterministic. */
let clock = new Date("2026-11-22T10:00:00Z");
const tick = () => {
  clock = new Date(clock.getTime() + 1000);
};

describe("/v2/user/favorites", () => {
  const t = useTestApi({ seeded: true, now: () => clock });
  let counter = 0;

  const signup = async () => {
    const res = await t.api.request(
      "/v2/users/signup",
      jsonRequest({
        name: "Bia Lima",
        phone: "+55 11 91234-5678",
        email: `fav${++counter}.${Date.now()}@example.com`,
        password: "Segura1",
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { token: string }).token;
  };
  const call = (method: string, path: string, token?: string, headers: Record<string, string> = {}) =>
    t.api.request(path, { method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  const list = async (token: string, query = "") => {
    const res = await call("GET", `/v2/user/favorites${query}`, token);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as FavoriteList;
  };
  const published = async (n: number, purpose: "rent" | "sale" = "rent") =>
    (
      await t.handle.db
        .select({ code: properties.code })
        .from(properties)
        .where(and(eq(properties.status, "published"), eq(properties.purpose, purpose)))
        .orderBy(asc(properties.id))
        .limit(n)
    ).map((row) => row.code);

  it("answers 401 with WWW-Authenticate without a live session, for every method", async () => {
    for (const [method, path] of [
      ["GET", "/v2/user/favorites"],
      ["PUT", "/v2/user/favorites/SP10001"],
      ["DELETE", "/v2/user/favorites/SP10001"],
    ] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
      expect(await res.json()).toMatchObject({ error: { code: "unauthorized" } });
      const bad = await call(method, path, "x".repeat(43));
      expect(bad.status).toBe(401);
      expect(bad.headers.get("www-authenticate")).toContain("invalid_token");
    }
  });

  it("starts empty, saves listings idempotently and lists them most recently saved first", async () => {
    const token = await signup();
    expect(await list(token)).toEqual({ items: [] });
    const [a, b, sale] = [...(await published(2)), ...(await published(1, "sale"))];
    for (const code of [a, b, a, sale]) {
      tick();
      const res = await call("PUT", `/v2/user/favorites/${code}`, token);
      expect(res.status, code).toBe(204);
    }
    const { items } = await list(token);
    // Saving `a` again did not move it: it keeps the time it was first saved.
    expect(items.map((f) => f.code)).toEqual([sale, b, a]);
    expect(items[0]?.property).toMatchObject({ code: sale, purpose: "sale" });
    expect(items[2]?.property).toMatchObject({ code: a, purpose: "rent" });
    expect(new Date(items[1]?.savedAt ?? "").getTime()).toBeGreaterThan(new Date(items[2]?.savedAt ?? "").getTime());
    expect(items[0]?.property.photos.length).toBeGreaterThan(0);
  });

  it("accepts a code in lower case and titles the list in the asked language", async () => {
    const token = await signup();
    const [code] = await published(1);
    expect((await call("PUT", `/v2/user/favorites/${code?.toLowerCase()}`, token)).status).toBe(204);
    const [row] = await t.handle.db
      .select({ titlePt: properties.titlePt, titleEn: properties.titleEn })
      .from(properties)
      .where(eq(properties.code, code ?? ""));
    expect((await list(token, "?lang=en")).items[0]?.property.title).toBe(row?.titleEn);
    expect((await list(token, "?lang=pt")).items[0]?.property.title).toBe(row?.titlePt);
  });

  it("answers 404 for an unknown, malformed or unpublished code, in the visitor's language", async () => {
    const token = await signup();
    const withdrawn = (await published(4))[3] ?? "";
    await t.handle.db.update(properties).set({ status: "draft" }).where(eq(properties.code, withdrawn));
    try {
      for (const code of ["SP9999999", "not-a-code", withdrawn]) {
        const res = await call("PUT", `/v2/user/favorites/${code}`, token, { "accept-language": "en" });
        expect(res.status, code).toBe(404);
        expect(await res.json()).toMatchObject({
          error: { code: "not_found", message: FAVORITES_MESSAGES.notFound.en },
        });
      }
    } finally {
      await t.handle.db.update(properties).set({ status: "published" }).where(eq(properties.code, withdrawn));
    }
    expect(await list(token)).toEqual({ items: [] });
  });

  it("removes idempotently, and only the user's own favourite", async () => {
    const [mine, other] = [await signup(), await signup()];
    const [a, b] = await published(2);
    for (const token of [mine, other]) {
      for (const code of [a, b]) expect((await call("PUT", `/v2/user/favorites/${code}`, token)).status).toBe(204);
    }
    for (let i = 0; i < 2; i++) expect((await call("DELETE", `/v2/user/favorites/${a}`, mine)).status).toBe(204);
    expect((await call("DELETE", "/v2/user/favorites/SP9999999", mine)).status).toBe(204);
    expect((await call("DELETE", "/v2/user/favorites/nonsense", mine)).status).toBe(204);
    expect((await list(mine)).items.map((f) => f.code)).toEqual([b]);
    expect((await list(other)).items.map((f) => f.code).sort()).toEqual([a, b].sort());
  });

  it("hides a favourite whose listing is withdrawn, and shows it again when republished", async () => {
    const token = await signup();
    const codes = await published(3);
    const code = codes[2] ?? "";
    expect((await call("PUT", `/v2/user/favorites/${code}`, token)).status).toBe(204);
    await t.handle.db.update(properties).set({ status: "archived" }).where(eq(properties.code, code));
    try {
      expect(await list(token)).toEqual({ items: [] });
    } finally {
      await t.handle.db.update(properties).set({ status: "published" }).where(eq(properties.code, code));
    }
    expect((await list(token)).items.map((f) => f.code)).toEqual([code]);
  });

  it(`keeps at most ${FAVORITES_MAX} favourites: one more is a 409, one saved again is fine`, async () => {
    const token = await signup();
    const codes = await published(FAVORITES_MAX + 1);
    const me = await t.api.request("/v2/user/me", { headers: { authorization: `Bearer ${token}` } });
    const { user } = (await me.json()) as { user: { id: string } };
    const rows = await t.handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .orderBy(asc(properties.id))
      .limit(FAVORITES_MAX);
    await t.handle.db.insert(favorites).values(rows.map((row) => ({ userId: user.id, propertyId: row.id })));
    const full = await call("PUT", `/v2/user/favorites/${codes[FAVORITES_MAX]}`, token);
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: { code: "conflict", message: FAVORITES_MESSAGES.full.pt } });
    expect((await call("PUT", `/v2/user/favorites/${codes[0]}`, token)).status).toBe(204);
    expect((await list(token)).items).toHaveLength(FAVORITES_MAX);
  });

  it("is described in the OpenAPI document, with the bearer scheme", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(doc.paths["/v2/user/favorites"]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths["/v2/user/favorites/{code}"] ?? {}).sort()).toEqual(["delete", "put"]);
    expect(doc.paths["/v2/properties/lookup"]?.get).toBeDefined();
  });
});
