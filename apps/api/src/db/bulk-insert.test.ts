import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database.ts";
import { arrayLiteral, bulkInsert } from "./bulk-insert.ts";
import type { DatabaseHandle } from "./client.ts";
import { customers, properties } from "./schema/catalogue.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

const tricky = ['Aspas "duplas"', "barra \\ invertida", "{chaves}, vírgulas", "NULL", "", "  espaços  ", "ção'"];

describe("bulkInsert", () => {
  it("writes text that array syntax would otherwise break, exactly", async () => {
    const rows = tricky.map((text, i) => ({ slug: `c-${i}`, name: text, descriptionPt: text, descriptionEn: "" }));
    const returned = await bulkInsert(handle.db, customers, rows, undefined);
    expect(returned).toEqual([]);
    const stored = await handle.db.select().from(customers).orderBy(asc(customers.id));
    expect(stored.map((c) => c.name)).toEqual(tricky);
    // A column no row sets keeps its database default.
    expect(stored.every((c) => c.website === null && c.createdAt instanceof Date)).toBe(true);
  });

  it("writes enums, arrays, dates, money, nulls and booleans, and returns what is asked", async () => {
    const base = {
      type: "apartamento" as const,
      status: "published" as const,
      titlePt: "Título",
      titleEn: "Title",
      street: "Rua Augusta",
      neighbourhood: "Consolação",
      lat: -23.55,
      lng: -46.65,
      bedrooms: 2,
      bathrooms: 1,
      capacity: 2,
      areaM2: 60,
      createdAt: new Date("2025-10-01T10:00:00Z"),
    };
    const rows = [
      {
        ...base,
        code: "SP99001",
        rentCents: 350_000,
        salePriceCents: null,
        inRoomItems: tricky,
        availableFrom: "2026-04-01",
        hasTV: true,
      },
      {
        ...base,
        code: "SP99002",
        rentCents: null,
        salePriceCents: 2_400_000_00,
        inRoomItems: [],
        availableFrom: null,
        hasTV: false,
      },
    ];
    const returned = await bulkInsert(handle.db, properties, rows, sql`id, code`);
    expect(returned.map((r) => r.code)).toEqual(["SP99001", "SP99002"]);
    const stored = await handle.db.select().from(properties).orderBy(asc(properties.code));
    for (const [i, row] of stored.entries()) expect(row).toMatchObject(rows[i] as object);
    expect(stored[0]?.purpose).toBe("rent");
  });

  it("quotes every array element", () => {
    expect(arrayLiteral(["a", null, 'b"c', "d\\e", ""])).toBe('{"a",NULL,"b\\"c","d\\\\e",""}');
    expect(arrayLiteral([])).toBe("{}");
  });
});
