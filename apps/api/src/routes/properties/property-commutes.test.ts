import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../app.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { properties, universities } from "../../db/schema/catalogue.ts";
import { propertyCommutes } from "../../db/schema/transit.ts";
import { createLogger } from "../../lib/logger.ts";
import { ensureStaffAccount } from "../../services/admin/staff-account.ts";
import { accessRoutesByUniversity } from "../../services/commute/access-routes.ts";
import { loadGtfsFeed } from "../../services/commute/gtfs-feed.ts";
import { commuteFrom, commuteTo } from "../../services/commute/route-commute.ts";
import { buildTransitNetwork, type TransitNetwork } from "../../services/commute/transit-network.ts";
import { createLocalPhotoStorage } from "../../services/photos/photo-storage.ts";
import { COMPLETE_LISTING_FORM } from "../../test/listing-forms.ts";
import { jsonRequest, unlimited } from "../../test/test-api.ts";
import { catalogueHeard, createTestDatabase } from "../../test/test-database.ts";

/*
 * A listing's page shows its commutes (issue 21): to its nearby universities, nearest first, and
 * to the one a student searched for, first; an owner's listing gets them when staff publish it,
 * and again when it moves.
 */

const mediaDir = mkdtempSync(join(tmpdir(), "campuslar-commute-media-"));

const complete = { ...COMPLETE_LISTING_FORM, amenities: ["hasFurniture"], includedBills: ["water"] };

describe("commutes on a listing's page", () => {
  let handle: DatabaseHandle;
  let api: ReturnType<typeof createApi>;
  let shipped: TransitNetwork;
  let staffToken = "";
  let counter = 0;

  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    api = createApi({
      db: handle.db,
      dbKind: handle.kind,
      logger: createLogger("silent"),
      now: () => new Date("2026-11-25T15:00:00Z"),
      publicUrl: "http://localhost:3000",
      rateLimiter: unlimited,
      photoStorage: createLocalPhotoStorage(mediaDir),
    });
    shipped = buildTransitNetwork(await loadGtfsFeed());
    const staff = await signup();
    await ensureStaffAccount(handle.db, { email: staff.email, password: "Ignorada1" });
    staffToken = staff.token;
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  async function signup() {
    const email = `commutes${++counter}.${Date.now()}@example.com`;
    const res = await api.request(
      "/v2/users/signup",
      jsonRequest({ name: "Rita Souza", phone: "+55 11 91234-5678", email, password: "Segura1", locale: "pt" }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return { token: ((await res.json()) as { token: string }).token, email };
  }
  const call = (method: string, path: string, token: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ok = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (status === 204 ? undefined : await res.json()) as T;
  };
  const detail = async (path: string) => {
    await catalogueHeard(handle);
    return ok<PropertyDetail>(await api.request(path));
  };
  const campus = async (slug: string) => {
    const [found] = await handle.db.select().from(universities).where(eq(universities.slug, slug));
    if (!found) throw new Error(`no university ${slug}`);
    return found;
  };
  const placeOf = async (code: string) => {
    const [row] = await handle.db
      .select({ id: properties.id, lat: properties.lat, lng: properties.lng })
      .from(properties)
      .where(eq(properties.code, code));
    if (!row) throw new Error(`no listing ${code}`);
    return row;
  };

  it("gives the nearby universities' commutes nearest first, and the one asked for first when it is far", async () => {
    const [listing] = await handle.db
      .select({ code: properties.code })
      .from(properties)
      .where(eq(properties.status, "published"))
      .orderBy(asc(properties.id))
      .limit(1);
    const code = listing?.code ?? "";
    const plain = await detail(`/v2/properties/${code}`);
    expect(plain.commutes.map((entry) => entry.university.slug)).toEqual(
      plain.nearbyUniversities.map((nearby) => nearby.slug),
    );
    const nearby = new Set(plain.nearbyUniversities.map((entry) => entry.slug));
    const all = await handle.db.select({ slug: universities.slug }).from(universities);
    const far = all.find((entry) => !nearby.has(entry.slug))?.slug ?? "";
    expect(far).not.toBe("");

    const home = await placeOf(code);
    const found = await detail(`/v2/properties/${code}?university=${far}`);
    expect(found.commutes.map((entry) => entry.university.slug)).toEqual([far, ...nearby]);
    const farCampus = await campus(far);
    expect(found.commutes[0]).toEqual({
      university: { slug: far, shortName: farCampus.shortName, name: farCampus.namePt },
      commute: commuteFrom(commuteTo(shipped, farCampus), home),
    });
    // A nearby one asked for keeps its place; a slug no university has adds nothing.
    const first = plain.nearbyUniversities[0]?.slug ?? "";
    const again = await detail(`/v2/properties/${code}?university=${first}`);
    expect(again.commutes).toEqual(plain.commutes);
    expect((await detail(`/v2/properties/${code}?university=nowhere`)).commutes).toEqual(plain.commutes);
    // Names in the page's language.
    const english = await detail(`/v2/properties/${code}?university=${far}&lang=en`);
    expect(english.commutes[0]?.university.name).toBe(farCampus.nameEn);
    expect((await api.request(`/v2/properties/${code}?university=Not%20a%20slug`)).status).toBe(400);
  });

  it("computes an owner's listing's commutes when staff publish it, and again when it moves", async () => {
    const owner = await signup();
    const draft = await ok<OwnerListing>(await call("POST", "/v2/owner/listings", owner.token, complete), 201);
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2e86c1" } })
      .jpeg()
      .toBuffer();
    form.append("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "foto.jpg");
    await ok(
      await api.request(`/v2/owner/listings/${draft.code}/photos`, {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${owner.token}` },
      }),
      201,
    );
    await ok(await call("POST", `/v2/owner/listings/${draft.code}/submit`, owner.token));
    const { id } = await placeOf(draft.code);
    const rows = async () =>
      (await handle.db.select({ n: count() }).from(propertyCommutes).where(eq(propertyCommutes.propertyId, id)))[0]?.n;
    expect(await rows()).toBe(0);

    await ok(await call("POST", `/v2/admin/listings/${draft.code}/publish`, staffToken));
    const universityCount = (await handle.db.select({ n: count() }).from(universities))[0]?.n;
    expect(await rows()).toBe(universityCount);
    const usp = await campus("usp-butanta");
    const inButanta = await placeOf(draft.code);
    const published = await detail(`/v2/properties/${draft.code}?university=usp-butanta`);
    expect(published.commutes.find((entry) => entry.university.slug === "usp-butanta")?.commute).toEqual(
      // The oracle rides USP's campus connections too (decision 032), as the stored commute does.
      commuteFrom(
        commuteTo(shipped, usp, (await accessRoutesByUniversity(handle.db, [usp.id])).get(usp.id)),
        inButanta,
      ),
    );

    // The owner moves it to Bela Vista; once staff approve, its commutes are those of the new place.
    await ok(await call("PATCH", `/v2/owner/listings/${draft.code}`, owner.token, { neighbourhood: "Bela Vista" }));
    await ok(await call("POST", `/v2/admin/listing-changes/${draft.code}/approve`, staffToken, { version: 1 }), 204);
    const inBelaVista = await placeOf(draft.code);
    expect(inBelaVista).not.toEqual(inButanta);
    expect(await rows()).toBe(universityCount);
    const fgv = await campus("fgv");
    const moved = await detail(`/v2/properties/${draft.code}?university=fgv`);
    expect(moved.commutes.find((entry) => entry.university.slug === "fgv")?.commute).toEqual(
      commuteFrom(commuteTo(shipped, fgv), inBelaVista),
    );
    const [stored] = await handle.db
      .select({ minutes: propertyCommutes.minutes })
      .from(propertyCommutes)
      .where(eq(propertyCommutes.propertyId, id))
      .orderBy(asc(propertyCommutes.universityId))
      .limit(1);
    expect(stored?.minutes).toBeGreaterThan(0);
  });

  it("documents the commutes and the university parameter in OpenAPI", async () => {
    const doc = JSON.stringify(await (await api.request("/v2/openapi.json")).json());
    expect(doc).toContain("weekday from 07:00 to 08:00");
    expect(doc).toContain("commutes");
  });
});
