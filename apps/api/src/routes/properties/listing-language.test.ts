import { tmpdir } from "node:os";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import type { PropertyDetail, PropertyList } from "@campuslar/domain/property/property-dto";
import type { PropertyTermItem } from "@campuslar/domain/property/property-term-dto";
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listingRevisions, properties, rooms } from "../../db/schema/catalogue.ts";
import { approveListingChange } from "../../services/admin/listing-changes-review.ts";
import { createLocalPhotoStorage } from "../../services/photos/photo-storage.ts";
import { NO_BILL_ESTIMATES } from "../../test/listing-forms.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";

/*
 * Issue 16, point 3: English pages must not show Portuguese labels. Rooms come as a kind and a
 * number (the page names them); an owner's Portuguese-only text comes marked as Portuguese on
 * English answers, and such a listing is still found from English by its structured fields.
 */

const now = new Date("2026-11-24T12:00:00Z");

const form = {
  advertisedUnit: "whole",
  type: "apartamento",
  title: "Apartamento silencioso na Vila Sônia",
  description: "Dois quartos claros, perto do metrô.",
  postalCode: "05516-000",
  street: "Rua Heitor dos Prazeres",
  number: "77",
  neighbourhood: "Vila Sônia",
  areaM2: 60,
  bedrooms: 2,
  bathrooms: 1,
  capacity: 2,
  rentAmount: 2345,
  minContractMonths: 6,
  ...NO_BILL_ESTIMATES,
};

describe("listings in the visitor's language", () => {
  const t = useTestApi({ seeded: true, now: () => now });

  const ownerToken = async () => {
    const res = await t.api.request(
      "/v2/users/signup",
      jsonRequest({
        name: "Marta Lima",
        phone: "+55 11 91234-5678",
        email: `owner.${Date.now()}.${Math.random()}@example.com`,
        password: "Segura1",
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { token: string }).token;
  };

  /** A listing made through the owner API, then published (staff's review is tested elsewhere). */
  const publishedListing = async (body: Record<string, unknown>) => {
    const token = await ownerToken();
    const res = await t.api.request(
      "/v2/owner/listings",
      jsonRequest(body, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const listing = (await res.json()) as OwnerListing;
    await t.handle.db
      .update(properties)
      .set({ status: "published", publishedAt: now })
      .where(eq(properties.code, listing.code));
    return Object.assign(listing, { token });
  };

  const detail = async (code: string, lang: "pt" | "en") => {
    const res = await t.api.request(`/v2/properties/${code}?lang=${lang}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as PropertyDetail;
  };
  const search = async (query: string) => {
    const res = await t.api.request(`/v2/properties?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as PropertyList;
  };

  it("names rooms by kind and number, never by a stored Portuguese label: a suite has its own bathroom", async () => {
    const list = await search("lang=en&pageSize=50&type=residencia_estudantil");
    expect(list.items.length).toBeGreaterThan(0);
    const ids = await t.handle.db
      .select({ id: properties.id, code: properties.code })
      .from(properties)
      .where(
        inArray(
          properties.code,
          list.items.map((item) => item.code),
        ),
      );
    const stored = await t.handle.db
      .select({ propertyId: rooms.propertyId, privateBathroom: rooms.privateBathroom, available: rooms.available })
      .from(rooms)
      .where(
        inArray(
          rooms.propertyId,
          ids.map((row) => row.id),
        ),
      )
      .orderBy(asc(rooms.propertyId), asc(rooms.position));
    for (const item of list.items) {
      const id = ids.find((row) => row.code === item.code)?.id;
      const own = stored.filter((room) => room.propertyId === id);
      expect(item.rooms).toEqual(
        own.map((room, index) => ({
          kind: room.privateBathroom ? "suite" : "bedroom",
          number: index + 1,
          available: room.available,
        })),
      );
    }
    const kinds = new Set(list.items.flatMap((item) => item.rooms.map((room) => room.kind)));
    expect(kinds).toEqual(new Set(["bedroom", "suite"]));
    // The page's rooms carry the same identity, with their details.
    const first = list.items.find((item) => item.rooms.length > 1);
    const page = await detail(first?.code ?? "", "en");
    expect(page.roomsDetail.map(({ kind, number, available }) => ({ kind, number, available }))).toEqual(page.rooms);
    expect(JSON.stringify(page)).not.toMatch(/Quarto \d|Suíte \d|"label"/);
  });

  it("gives an English page the owner's Portuguese text, marked as Portuguese, when there is no English", async () => {
    const listing = await publishedListing(form);
    const en = await detail(listing.code, "en");
    expect(en).toMatchObject({
      title: form.title,
      titleLanguage: "pt",
      description: form.description,
      descriptionLanguage: "pt",
    });
    const pt = await detail(listing.code, "pt");
    expect(pt).toMatchObject({ title: form.title, titleLanguage: "pt", descriptionLanguage: "pt" });
    // The owner's dashboard and the pages see the same two bedrooms, by number.
    expect(en.rooms).toEqual([
      { kind: "bedroom", number: 1, available: true },
      { kind: "bedroom", number: 2, available: true },
    ]);
  });

  it("serves the English title and description an owner wrote, and the Portuguese on Portuguese pages", async () => {
    const english = { titleEn: "Quiet flat in Vila Sônia", descriptionEn: "Two bright bedrooms near the metro." };
    const listing = await publishedListing({ ...form, ...english });
    expect(listing.form).toMatchObject(english);
    expect(await detail(listing.code, "en")).toMatchObject({
      title: english.titleEn,
      titleLanguage: "en",
      description: english.descriptionEn,
      descriptionLanguage: "en",
    });
    expect(await detail(listing.code, "pt")).toMatchObject({
      title: form.title,
      titleLanguage: "pt",
      description: form.description,
      descriptionLanguage: "pt",
    });
    // An English title alone: the description is still marked as Portuguese.
    const titleOnly = await publishedListing({ ...form, titleEn: "Flat with a view" });
    expect(await detail(titleOnly.code, "en")).toMatchObject({
      title: "Flat with a view",
      titleLanguage: "en",
      description: form.description,
      descriptionLanguage: "pt",
    });
    // Emptying the English title takes it off the English page again.
    const cleared = await t.api.request(
      `/v2/owner/listings/${titleOnly.code}`,
      jsonRequest({ titleEn: "" }, { method: "PATCH", headers: { authorization: `Bearer ${titleOnly.token}` } }),
    );
    expect(cleared.status, await cleared.clone().text()).toBe(200);
    // The edit of a published listing waits for staff (decision 017); approved, it is what English pages show.
    expect(await detail(titleOnly.code, "en")).toMatchObject({ title: "Flat with a view" });
    const [change] = await t.handle.db
      .select({ version: listingRevisions.version })
      .from(listingRevisions)
      .innerJoin(properties, eq(properties.id, listingRevisions.propertyId))
      .where(eq(properties.code, titleOnly.code));
    const storage = createLocalPhotoStorage(tmpdir());
    await approveListingChange(t.handle.db, storage, titleOnly.code, change?.version ?? 0, "pt", now, "http://x");
    expect(await detail(titleOnly.code, "en")).toMatchObject({ title: form.title, titleLanguage: "pt" });
  });

  it("finds a Portuguese-only listing from English by type, neighbourhood, price and English words", async () => {
    const listing = await publishedListing({ ...form, title: "Apê aconchegante", rentAmount: 2347 });
    const found = (list: PropertyList) => list.items.find((item) => item.code === listing.code);

    const structured = await search(
      "lang=en&type=apartamento&neighbourhood=Vila%20S%C3%B4nia&minPrice=2346&maxPrice=2348&bedrooms=2",
    );
    expect(found(structured)).toMatchObject({ title: "Apê aconchegante", titleLanguage: "pt" });
    // Free text in English: the type's English name and the neighbourhood typed without accents.
    expect(
      found(await search("lang=en&pageSize=50&q=apartment%20vila%20sonia&minPrice=2346&maxPrice=2348")),
    ).toBeTruthy();
    // Search as you type, in English.
    const term = await t.api.request("/v2/properties/term?q=apartment%20vila%20sonia&lang=en");
    expect(term.status, await term.clone().text()).toBe(200);
    const items = ((await term.json()) as { items: PropertyTermItem[] }).items;
    expect(items.find((item) => item.code === listing.code)).toMatchObject({
      title: "Apê aconchegante",
      titleLanguage: "pt",
    });
  });

  it("finds a listing by the English title its owner gave", async () => {
    const listing = await publishedListing({ ...form, titleEn: "Sunny loft by the greenway", rentAmount: 2351 });
    const list = await search("lang=en&q=sunny%20loft%20greenway");
    expect(list.items.map((item) => item.code)).toContain(listing.code);
    expect(list.items.find((item) => item.code === listing.code)?.title).toBe("Sunny loft by the greenway");
  });
});
