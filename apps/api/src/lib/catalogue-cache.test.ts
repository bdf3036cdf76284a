import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { properties } from "../db/schema/catalogue.ts";
import { catalogueHeard, createTestDatabase } from "../test/test-database.ts";
import { catalogueCache } from "./catalogue-cache.ts";

/**
 * Decision 020: an answer is kept until a write to the catalogue commits, from whatever
 * connection, and is never served after it.
 */
describe("catalogueCache", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seeded: true });
    // The listener is up once the version is known.
    await catalogueHeard(handle);
  });
  afterAll(() => handle?.close());

  const rentOfFirst = async () => {
    const [first] = await handle.db
      .select({ rent: properties.rentCents })
      .from(properties)
      .where(eq(properties.status, "published"))
      .orderBy(asc(properties.id))
      .limit(1);
    return Number(first?.rent);
  };
  const reprice = async (delta: number) => {
    await handle.db.execute(
      sql`update properties set rent_cents = rent_cents + ${delta} where id = (select id from properties where status = 'published' order by id limit 1)`,
    );
    await catalogueHeard(handle);
  };

  it("serves a kept answer until a write commits, then reads afresh", async () => {
    const cache = catalogueCache<number>(10);
    let reads = 0;
    const read = () =>
      cache(handle.db, "rent", () => {
        reads++;
        return rentOfFirst();
      });
    const before = await read();
    expect(await read()).toBe(before);
    expect(reads).toBe(1);
    await reprice(100);
    expect(await read()).toBe(before + 100);
    expect(reads).toBe(2);
  });

  it("never serves an answer read before a write that committed while it was being read", async () => {
    const cache = catalogueCache<number>(10);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = cache(handle.db, "rent", async () => {
      const value = await rentOfFirst();
      await gate;
      return value;
    });
    // The read has its value; the write commits before it is handed back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await reprice(7);
    release();
    const stale = await slow;
    expect(await cache(handle.db, "rent", rentOfFirst)).toBe(stale + 7);
  });

  it("does not keep a failure, and keeps at most its size, the least recently used going first", async () => {
    const cache = catalogueCache<string>(2);
    await expect(cache(handle.db, "x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache(handle.db, "x", async () => "up")).toBe("up");
    await cache(handle.db, "y", async () => "y1");
    await cache(handle.db, "x", async () => "unused: x is kept");
    await cache(handle.db, "z", async () => "z1");
    // y was the least recently used of three: it went; x stayed.
    expect(await cache(handle.db, "x", async () => "x2")).toBe("up");
    expect(await cache(handle.db, "y", async () => "y2")).toBe("y2");
  });
});
