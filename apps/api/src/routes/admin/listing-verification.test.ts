import type { AdminListing, AdminListingPage } from "@campuslar/domain/admin/admin-dto";
import { ADMIN_MESSAGES } from "@campuslar/domain/admin/admin-messages";
import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import type { PropertyDetail, PropertyList } from "@campuslar/domain/property/property-dto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";

let clock = new Date("2026-11-22T12:00:00Z");
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

describe("verified listings: staff mark and withdraw a listing's verification", () => {
  const t = useTestApi({ seeded: true, now: () => clock });

  const { signup, staff, call } = testAccounts(t, "verify");
  const ok = async <T>(res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };
  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
  const verificationPath = (code: string) => `/v2/admin/listings/${code}/verification`;

  /** Published rentals staff have not verified yet, one per test. */
  let taken = 0;
  const unverifiedListing = async () => {
    const rows = await t.handle.db
      .select({ code: properties.code, lat: properties.lat, lng: properties.lng })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent"), isNull(properties.verifiedAt)))
      .orderBy(asc(properties.id))
      .limit(taken + 1);
    taken += 1;
    const row = rows.at(-1);
    if (!row) throw new Error("the seed has no unverified rental left");
    return row;
  };
  /** The search's codes in a box around one listing, with or without the "verified only" filter. */
  const searchAround = async (listing: { lat: number; lng: number }, verified: boolean) => {
    const d = 0.00001;
    const bbox = [listing.lng - d, listing.lat - d, listing.lng + d, listing.lat + d].join(",");
    const page = await ok<PropertyList>(
      await t.api.request(`/v2/properties?bbox=${bbox}${verified ? "&verified=true" : ""}`),
    );
    return page.items;
  };

  it("marks a published listing verified: students see the badge and how and when, staff also who", async () => {
    const me = await staff("Carla Equipe");
    const listing = await unverifiedListing();
    expect((await searchAround(listing, true)).map((item) => item.code)).not.toContain(listing.code);

    tick();
    const marked = await ok<AdminListing>(
      await call(me.token, "PUT", verificationPath(listing.code), { method: "video_call" }),
    );
    expect(marked.verification).toEqual({
      method: "video_call",
      verifiedAt: clock.toISOString(),
      verifiedBy: "Carla Equipe",
      // Issue 34.12: it holds for six months.
      current: true,
      dueOn: "2027-05-22",
    });

    const found = await searchAround(listing, true);
    expect(found.map((item) => item.code)).toContain(listing.code);
    expect(found.every((item) => item.verified)).toBe(true);
    const detail = await ok<PropertyDetail>(await t.api.request(`/v2/properties/${listing.code}`));
    expect(detail.verified).toBe(true);
    // Students are told how and when, never which staff member.
    expect(detail.verification).toEqual({
      method: "video_call",
      verifiedAt: clock.toISOString(),
      current: true,
      dueOn: "2027-05-22",
    });

    // The published tab shows it to staff with who and when.
    const tab = await ok<AdminListingPage>(
      await call(me.token, "GET", `/v2/admin/listings?status=published&q=${listing.code}`),
    );
    expect(tab.items.find((item) => item.code === listing.code)?.verification?.verifiedBy).toBe("Carla Equipe");

    // A later visit by someone else replaces how, when and who.
    const colleague = await staff("Davi Equipe");
    tick();
    const revisited = await ok<AdminListing>(
      await call(colleague.token, "PUT", verificationPath(listing.code.toLowerCase()), { method: "visit" }),
    );
    expect(revisited.verification).toMatchObject({
      method: "visit",
      verifiedAt: clock.toISOString(),
      verifiedBy: "Davi Equipe",
      current: true,
    });
  });

  it("withdraws a verification: the badge goes and the verified-only search no longer finds it", async () => {
    const me = await staff();
    const listing = await unverifiedListing();
    await ok<AdminListing>(await call(me.token, "PUT", verificationPath(listing.code), { method: "visit" }));
    tick();
    const withdrawn = await ok<AdminListing>(await call(me.token, "DELETE", verificationPath(listing.code)));
    expect(withdrawn.verification).toBeNull();

    expect((await searchAround(listing, true)).map((item) => item.code)).not.toContain(listing.code);
    const all = await searchAround(listing, false);
    expect(all.find((item) => item.code === listing.code)?.verified).toBe(false);
    const detail = await ok<PropertyDetail>(await t.api.request(`/v2/properties/${listing.code}`));
    expect(detail.verification).toBeNull();
    // Withdrawing again is no error: the listing simply stays unverified.
    const again = await ok<AdminListing>(await call(me.token, "DELETE", verificationPath(listing.code)));
    expect(again.verification).toBeNull();
  });

  it("refuses anyone but staff, as every backoffice route does", async () => {
    const listing = await unverifiedListing();
    const owner = await signup("Olga Dona");
    await t.handle.db.update(properties).set({ ownerId: owner.id }).where(eq(properties.code, listing.code));
    expect((await call(undefined, "PUT", verificationPath(listing.code), { method: "visit" })).status).toBe(401);
    // Not even the listing's owner may vouch for their own home.
    expect((await call(owner.token, "PUT", verificationPath(listing.code), { method: "visit" })).status).toBe(403);
    expect((await call(owner.token, "DELETE", verificationPath(listing.code))).status).toBe(403);
    expect((await call(undefined, "DELETE", verificationPath(listing.code))).status).toBe(401);
    const detail = await ok<PropertyDetail>(await t.api.request(`/v2/properties/${listing.code}`));
    expect(detail.verification).toBeNull();
  });

  it("answers 404 for an unknown code, 409 for an unpublished listing, 400 for an unknown method", async () => {
    const me = await staff();
    const unknown = await call(me.token, "PUT", verificationPath("SP9999999"), { method: "visit" }, "en");
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(ADMIN_MESSAGES["admin.listing.notFound"].en);
    expect((await call(me.token, "DELETE", verificationPath("SP9999999"))).status).toBe(404);

    const listing = await unverifiedListing();
    await t.handle.db.update(properties).set({ status: "pending" }).where(eq(properties.code, listing.code));
    const pending = await call(me.token, "PUT", verificationPath(listing.code), { method: "visit" });
    expect(pending.status).toBe(409);
    expect((await errorOf(pending)).message).toBe(ADMIN_MESSAGES["admin.listing.notPublished"].pt);
    const [row] = await t.handle.db
      .select({ verifiedAt: properties.verifiedAt })
      .from(properties)
      .where(eq(properties.code, listing.code));
    expect(row?.verifiedAt).toBeNull();

    const other = await unverifiedListing();
    const wrong = await call(me.token, "PUT", verificationPath(other.code), { method: "phone" }, "en");
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({ method: ADMIN_MESSAGES["admin.verification.method"].en });
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const path = doc.paths["/v2/admin/listings/{code}/verification"] ?? {};
    expect(Object.keys(path).sort()).toEqual(["delete", "put"]);
    expect(path.put?.security).toEqual([{ bearerAuth: [] }]);
  });
});
