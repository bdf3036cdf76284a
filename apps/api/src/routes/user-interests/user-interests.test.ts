import type { UserInterestList } from "@campuslar/domain/user/interests";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { interestRequests } from "../../db/schema/leads.ts";
import { interestTermsFor } from "../../test/interest-terms.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

/** A clock the tests move forward, so "newest first" is deterministic. */
let clock = new Date("2026-11-22T10:00:00Z");
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

describe("GET /v2/user/interests", () => {
  const t = useTestApi({ seeded: true, now: () => clock });
  let counter = 0;

  const signup = async () => {
    const res = await t.api.request(
      "/v2/users/signup",
      jsonRequest({
        name: "Lia Campos",
        phone: "+55 11 91234-5678",
        email: `interests${++counter}.${Date.now()}@example.com`,
        password: "Segura1",
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { token: string }).token;
  };
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const list = async (token: string, query = "") => {
    const res = await t.api.request(`/v2/user/interests${query}`, { headers: auth(token) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    return (await res.json()) as UserInterestList;
  };
  const listing = async (purpose: "rent" | "sale", skip = 0) => {
    const [row] = await t.handle.db
      .select({ code: properties.code, titlePt: properties.titlePt, titleEn: properties.titleEn })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, purpose)))
      .orderBy(asc(properties.id))
      .offset(skip)
      .limit(1);
    if (!row) throw new Error(`the seed has no published ${purpose} listing`);
    return row;
  };
  const sendInterest = async (code: string, token?: string) => {
    tick();
    const res = await t.api.request(
      "/v2/property/interest",
      jsonRequest(
        {
          propertyCode: code,
          name: "Lia Campos",
          phone: "(11) 91234-5678",
          email: "lia@example.com",
          isStudent: true,
          foundVia: "instagram",
          moveDate: "2027-02-01",
          ...(await interestTermsFor(t.handle.db, code)),
          warrantyType: "insurance",
          contactMethod: "whatsapp",
        },
        { headers: auth(token) },
      ),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const sendPurchase = async (code: string, token: string) => {
    tick();
    const res = await t.api.request(
      "/v2/property/purchase-interest",
      jsonRequest(
        {
          propertyCode: code,
          name: "Lia Campos",
          phone: "11 98765-4321",
          email: "lia@example.com",
          isStudent: "false",
          foundVia: "google",
          message: "Posso visitar o apartamento na próxima semana?",
          contactMethod: "email",
        },
        { headers: auth(token) },
      ),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };

  it("answers 401 with WWW-Authenticate without a live session", async () => {
    const none = await t.api.request("/v2/user/interests");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe("Bearer");
    expect(await none.json()).toMatchObject({ error: { code: "unauthorized" } });
    const bad = await t.api.request("/v2/user/interests", { headers: auth("x".repeat(43)) });
    expect(bad.status).toBe(401);
    expect(bad.headers.get("www-authenticate")).toContain("invalid_token");
  });

  it("starts empty, then lists only the caller's interests, rent and sale, newest first", async () => {
    const [mine, other] = [await signup(), await signup()];
    expect(await list(mine)).toEqual({ items: [] });
    const [rentA, rentB, sale] = [await listing("rent"), await listing("rent", 1), await listing("sale")];

    const first = await sendInterest(rentA.code, mine);
    await sendInterest(rentA.code, other);
    await sendInterest(rentB.code); // a visitor's, linked to nobody
    const second = await sendPurchase(sale.code, mine);
    const third = await sendInterest(rentB.code, mine);

    const { items } = await list(mine, "?lang=en");
    expect(items.map((item) => [item.id, item.code, item.purpose])).toEqual([
      [third, rentB.code, "rent"],
      [second, sale.code, "sale"],
      [first, rentA.code, "rent"],
    ]);
    expect(items[0]).toMatchObject({ title: rentB.titleEn, status: "new", available: true });
    expect(items[1]?.title).toBe(sale.titleEn);
    expect(new Date(items[0]?.sentAt ?? "").getTime()).toBeGreaterThan(new Date(items[1]?.sentAt ?? "").getTime());

    const theirs = await list(other, "?lang=pt");
    expect(theirs.items.map((item) => [item.code, item.title])).toEqual([[rentA.code, rentA.titlePt]]);
  });

  it("shows where staff are with each interest, and keeps one whose listing was withdrawn", async () => {
    const token = await signup();
    const rent = await listing("rent", 2);
    const id = await sendInterest(rent.code, token);
    await t.handle.db.update(interestRequests).set({ status: "contacted" }).where(eq(interestRequests.id, id));
    await t.handle.db.update(properties).set({ status: "archived" }).where(eq(properties.code, rent.code));
    try {
      expect((await list(token)).items).toEqual([
        expect.objectContaining({ id, code: rent.code, title: rent.titlePt, status: "contacted", available: false }),
      ]);
    } finally {
      await t.handle.db.update(properties).set({ status: "published" }).where(eq(properties.code, rent.code));
    }
  });

  it("is described in the OpenAPI document, with the bearer scheme", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(doc.paths["/v2/user/interests"]?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});
