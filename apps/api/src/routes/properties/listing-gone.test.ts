import type { AdminListingPage } from "@campuslar/domain/admin/admin-dto";
import type { ListingGoneBody } from "@campuslar/domain/property/listing-gone";
import type { PropertyDetail, PropertyList } from "@campuslar/domain/property/property-dto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { configureVerificationValidity } from "../../services/catalogue/verification-policy.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";

const clock = new Date("2026-11-28T12:00:00Z");

describe("a listing's verification ages; a removed listing is gone (issue 34, points 12 and 15)", () => {
  const t = useTestApi({ seeded: true, now: () => clock });
  afterAll(() => configureVerificationValidity(undefined));
  const { staff, call } = testAccounts(t, "ageing");

  let taken = 0;
  /** Published rentals not verified, one per use. */
  const listing = async () => {
    const rows = await t.handle.db
      .select({ id: properties.id, code: properties.code, lat: properties.lat, lng: properties.lng })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent"), isNull(properties.verifiedAt)))
      .orderBy(asc(properties.id))
      .limit(taken + 1);
    taken += 1;
    const row = rows.at(-1);
    if (!row) throw new Error("no unverified rental");
    return row;
  };
  const verifiedOn = (id: number, verifiedAt: Date) =>
    t.handle.db.update(properties).set({ verifiedAt, verificationMethod: "visit" }).where(eq(properties.id, id));
  const detail = async (code: string) => {
    const res = await t.api.request(`/v2/properties/${code}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as PropertyDetail;
  };
  const aroundCodes = async (row: { lat: number; lng: number }, verifiedOnly: boolean) => {
    const d = 0.00001;
    const bbox = [row.lng - d, row.lat - d, row.lng + d, row.lat + d].join(",");
    const res = await t.api.request(`/v2/properties?bbox=${bbox}${verifiedOnly ? "&verified=true" : ""}`);
    return ((await res.json()) as PropertyList).items;
  };

  it("a verification 13 months old is no longer current: no badge, not in 'verified only', due since its sixth month", async () => {
    const old = await listing();
    // The case: verified on 11 Oct 2025, seen on 28 Nov 2026.
    await verifiedOn(old.id, new Date("2025-10-11T15:00:00Z"));
    const page = await detail(old.code);
    expect(page.verified).toBe(false);
    expect(page.verification).toEqual({
      method: "visit",
      verifiedAt: "2025-10-11T15:00:00.000Z",
      current: false,
      dueOn: "2026-04-11",
    });
    expect((await aroundCodes(old, false)).find((item) => item.code === old.code)?.verified).toBe(false);
    expect((await aroundCodes(old, true)).map((item) => item.code)).not.toContain(old.code);

    const recent = await listing();
    await verifiedOn(recent.id, new Date("2026-09-01T15:00:00Z"));
    expect((await detail(recent.code)).verification).toMatchObject({ current: true, dueOn: "2027-03-01" });
    expect((await aroundCodes(recent, true)).map((item) => item.code)).toContain(recent.code);

    // Staff list what is due again, oldest first: the old one, not the recent one.
    const me = await staff();
    const res = await call(me.token, "GET", "/v2/admin/listings?status=published&verification=due");
    expect(res.status, await res.clone().text()).toBe(200);
    const due = (await res.json()) as AdminListingPage;
    const codes = due.items.map((item) => item.code);
    expect(codes).toContain(old.code);
    expect(codes).not.toContain(recent.code);
    expect(due.items.every((item) => item.verification?.current === false)).toBe(true);
    const days = due.items.map((item) => item.verification?.verifiedAt ?? "");
    expect(days).toEqual(days.toSorted());
  });

  it("takes the configured period (VERIFICATION_VALID_MONTHS)", async () => {
    const row = await listing();
    await verifiedOn(row.id, new Date("2026-09-01T15:00:00Z"));
    configureVerificationValidity(2, () => clock);
    try {
      expect((await detail(row.code)).verification).toMatchObject({ current: false, dueOn: "2026-11-01" });
    } finally {
      configureVerificationValidity(undefined, () => clock);
    }
    // Back to the default of 6 months: a listing verified the same day holds until March.
    const other = await listing();
    await verifiedOn(other.id, new Date("2026-09-01T15:00:00Z"));
    expect((await detail(other.code)).verification).toMatchObject({ current: true, dueOn: "2027-03-01" });
  });

  it("answers 410 with what and where a removed listing was, and 404 for a code never published", async () => {
    const row = await listing();
    const [before] = await t.handle.db
      .select({ type: properties.type, neighbourhood: properties.neighbourhood })
      .from(properties)
      .where(eq(properties.id, row.id));
    await t.handle.db.update(properties).set({ status: "archived" }).where(eq(properties.id, row.id));
    const gone = await t.api.request(`/v2/properties/${row.code}?lang=en`);
    expect(gone.status).toBe(410);
    expect((await gone.json()) as ListingGoneBody).toMatchObject({
      error: { code: "gone" },
      removed: { purpose: "rent", type: before?.type, neighbourhood: before?.neighbourhood },
    });
    const unknown = await t.api.request("/v2/properties/SP99999999");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
