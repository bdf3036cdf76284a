import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  customers,
  type DatabaseHandle,
  pressMentions,
  properties,
  propertyPhotos,
  propertyUniversities,
  rooms,
  testimonials,
  universities,
  users,
} from "@campuslar/api";
import { createTestDatabase } from "@campuslar/api/testing";
import { PHOTO_WIDTHS } from "@campuslar/domain/media/photo-sizes";
import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_ACCOUNTS, UNUSABLE_PASSWORD_HASH } from "./demo-data/accounts.ts";
import { CUSTOMERS } from "./demo-data/customers.ts";
import { EXAMPLE_PRESS_MENTIONS, EXAMPLE_TESTIMONIALS } from "./demo-data/example-content.ts";
import { UNIVERSITIES } from "./demo-data/universities.ts";
import { generateListings } from "./generate-listings.ts";
import { poolFilePath } from "./photos/render-pool.ts";
import { photoScenes } from "./photos/scenes.ts";
import { isDatabaseEmpty, type SeedResult, seedDemoData } from "./seed.ts";

const now = new Date("2026-03-01T12:00:00Z");
let handle: DatabaseHandle;
let mediaDir: string;
let first: SeedResult;
const progress: [number, number][] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  mediaDir = await mkdtemp(join(tmpdir(), "campuslar-seed-media-"));
});

afterAll(async () => {
  await handle?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

const executeRowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const count = async (table: Parameters<DatabaseHandle["db"]["$count"]>[0]) => handle.db.$count(table);

describe("seedDemoData", () => {
  it("finds a migrated database empty, seeds it and then finds it filled", async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    first = await seedDemoData(handle.db, {
      properties: 320,
      mediaDir,
      now,
      // The demo owner and student have a test of their own (demo-rental-accounts.test.ts).
      demoAccounts: false,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    expect(progress[0]).toEqual([0, 320]);
    expect(progress.at(-1)).toEqual([320, 320]);
  });

  it("reports what it wrote, and the database holds exactly that", async () => {
    expect(first).toMatchObject({
      universities: UNIVERSITIES.length,
      customers: CUSTOMERS.length,
      properties: 320,
      users: SEED_ACCOUNTS.length,
    });
    expect(first.ms).toBeGreaterThan(0);
    expect(await count(universities)).toBe(first.universities);
    expect(await count(customers)).toBe(first.customers);
    expect(await count(properties)).toBe(320);
    expect(await count(rooms)).toBe(first.rooms);
    expect(await count(propertyPhotos)).toBe(first.photos);
    expect(await count(propertyUniversities)).toBe(first.nearby);
    expect(first.photos).toBeGreaterThanOrEqual(320 * 4);
    expect(first.rooms).toBeGreaterThanOrEqual(320);
    const partners = await handle.db
      .select({ slug: universities.slug })
      .from(universities)
      .where(eq(universities.isPartner, true))
      .orderBy(asc(universities.slug));
    expect(partners.map((p) => p.slug)).toEqual(["espm", "fgv", "insper"]);
    const demoUsers = await handle.db.select().from(users);
    expect(demoUsers.map((u) => u.passwordHash)).toEqual(SEED_ACCOUNTS.map(() => UNUSABLE_PASSWORD_HASH));
  });

  it("stores each listing exactly as generated, arrays, enums, money and dates included", async () => {
    const expected = generateListings({ total: 320, now });
    const stored = await handle.db.select().from(properties).orderBy(asc(properties.id));
    expect(stored.map((p) => p.code)).toEqual(expected.map((l) => l.property.code));
    expect(stored[0]?.id).toBe(1);
    for (const [i, row] of stored.entries()) {
      const want = expected[i]?.property;
      if (!want) throw new Error("missing listing");
      const { id, ownerId, customerId, ...rest } = row;
      expect(rest).toEqual({ ...rest, ...want });
      expect(row.sponsored).toBe(customerId !== null);
      expect(ownerId).not.toBeNull();
    }
    const sale = stored.find((p) => p.purpose === "sale");
    expect(typeof sale?.salePriceCents).toBe("number");
    expect(stored.some((p) => p.inRoomItems.length > 1)).toBe(true);
  });

  it("links every sponsored listing to its customer and every listing to a nearby university", async () => {
    const result = await handle.db.execute<{ orphans: number; sponsored: number; far: number }>(sql`
      select
        (select count(*)::int from properties p
          where not exists (select 1 from property_universities pu where pu.property_id = p.id)) as orphans,
        (select count(*)::int from properties p join customers c on c.id = p.customer_id where p.sponsored) as sponsored,
        (select count(*)::int from property_universities where distance_m > 3000) as far`);
    const row = (result as unknown as { rows: { orphans: number; sponsored: number; far: number }[] }).rows[0];
    expect(row?.orphans).toBe(0);
    expect(row?.far).toBe(0);
    expect(row?.sponsored).toBeGreaterThanOrEqual(32);
  });

  it("gives most owners' published rentals weekly visit hours, in person, and sales none (issue 34.10)", async () => {
    const result = await handle.db.execute<{
      rentals: number;
      withHours: number;
      sales: number;
      badWindows: number;
    }>(sql`
      select
        (select count(*)::int from properties where purpose = 'rent' and status = 'published' and owner_id is not null) as rentals,
        (select count(*)::int from properties p join visit_settings s on s.property_id = p.id
          where p.purpose = 'rent' and p.status = 'published' and p.owner_id is not null and s.in_person
            and exists (select 1 from visit_windows w where w.property_id = p.id)) as "withHours",
        (select count(*)::int from properties p join visit_settings s on s.property_id = p.id where p.purpose = 'sale') as sales,
        (select count(*)::int from (select property_id, weekday from visit_windows group by 1, 2 having count(*) > 1) x) as "badWindows"`);
    const row = executeRowsOf<{ rentals: number; withHours: number; sales: number; badWindows: number }>(result)[0];
    expect(row?.rentals).toBeGreaterThan(100);
    // "Most": at least two thirds of them, not every one (a listing may take no visits through the site).
    expect(row?.withHours).toBeGreaterThan((row?.rentals ?? 0) * (2 / 3));
    expect(row?.withHours).toBeLessThan(row?.rentals ?? 0);
    expect(row?.sales).toBe(0);
    // One window a day at most, as the owner's form shows them.
    expect(row?.badWindows).toBe(0);
  });

  it("writes every pool photo in every width as a real 4:3 WebP, and rows point only at them", async () => {
    expect(first.photoPool.filesWritten).toBe(photoScenes().length * PHOTO_WIDTHS.length);
    for (const scene of photoScenes()) {
      for (const width of PHOTO_WIDTHS) {
        const meta = await sharp(poolFilePath(mediaDir, scene.name, width)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, (width * 3) / 4]);
      }
    }
    const keys = await handle.db.selectDistinct({ key: propertyPhotos.storageKey }).from(propertyPhotos);
    for (const { key } of keys) {
      for (const width of PHOTO_WIDTHS) expect(existsSync(join(mediaDir, `${key}-${width}.webp`)), key).toBe(true);
    }
  });

  it("replaces the catalogue on a re-seed, keeps other accounts and reuses the photo files", async () => {
    await handle.db.insert(users).values({
      name: "Someone Real",
      email: "someone@example.org",
      phone: "+55 11 90000-0000",
      passwordHash: "x",
    });
    const again = await seedDemoData(handle.db, { properties: 40, mediaDir, now, demoAccounts: false });
    expect(again.properties).toBe(40);
    expect(again.photoPool).toMatchObject({ filesWritten: 0, filesKept: photoScenes().length * PHOTO_WIDTHS.length });
    expect(await count(properties)).toBe(40);
    expect(await count(universities)).toBe(UNIVERSITIES.length);
    expect(await count(users)).toBe(SEED_ACCOUNTS.length + 1);
    const [firstListing] = await handle.db.select().from(properties).orderBy(asc(properties.id)).limit(1);
    expect([firstListing?.id, firstListing?.code]).toEqual([1, "SP10001"]);
  });

  it("states nothing nobody entered: examples only when asked, marked, and staff's own entries kept", async () => {
    // The first seed above was not asked for examples.
    expect(first.examples).toBe(0);
    expect(await count(pressMentions)).toBe(0);
    expect(await count(testimonials)).toBe(0);

    await handle.db.insert(testimonials).values({
      firstName: "Lena",
      contextPt: "Intercambista",
      quotePt: "De verdade.",
      givenOn: "2025-01-02",
    });
    const withExamples = await seedDemoData(handle.db, {
      properties: 40,
      mediaDir,
      now,
      demoAccounts: false,
      exampleContent: true,
    });
    expect(withExamples.examples).toBe(EXAMPLE_PRESS_MENTIONS.length + EXAMPLE_TESTIMONIALS.length);
    const mentions = await handle.db.select().from(pressMentions);
    expect(mentions).toHaveLength(EXAMPLE_PRESS_MENTIONS.length);
    for (const mention of mentions) {
      expect(mention).toMatchObject({ example: true, published: true });
      expect(mention.outlet).toMatch(/Exemplo/);
      expect(new URL(mention.url).hostname).toBe("example.com");
    }
    const quotes = await handle.db.select().from(testimonials);
    expect(quotes.filter((q) => q.example)).toHaveLength(EXAMPLE_TESTIMONIALS.length);

    // Seeding again without asking removes the examples, never staff's entry.
    await seedDemoData(handle.db, { properties: 40, mediaDir, now, demoAccounts: false });
    expect(await count(pressMentions)).toBe(0);
    expect((await handle.db.select().from(testimonials)).map((q) => q.firstName)).toEqual(["Lena"]);
  });

  it("leaves the database as it was when aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stop"));
    await expect(
      seedDemoData(handle.db, { properties: 100, mediaDir, now, demoAccounts: false, signal: controller.signal }),
    ).rejects.toThrow("stop");
    expect(await count(properties)).toBe(40);
    expect(await count(users)).toBe(SEED_ACCOUNTS.length + 1);
  });

  it("rejects a listing count that is not a whole number", async () => {
    await expect(seedDemoData(handle.db, { properties: 1.5, mediaDir })).rejects.toThrow(RangeError);
    await expect(seedDemoData(handle.db, { properties: -1, mediaDir })).rejects.toThrow(RangeError);
  });
});
