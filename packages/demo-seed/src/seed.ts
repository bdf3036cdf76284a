import {
  bulkInsert,
  type CommuteProgress,
  customers,
  type Db,
  executeRows,
  keepCommutesCurrent,
  pressMentions,
  properties,
  propertyPhotos,
  propertyUniversities,
  rooms,
  schema,
  testimonials,
  universities,
  universityAccessConnections,
  users,
} from "@campuslar/api";
import { eq, inArray, or, sql } from "drizzle-orm";
import { ACCESS_CONNECTIONS } from "./demo-data/access-connections.ts";
import { SEED_ACCOUNTS, UNUSABLE_PASSWORD_HASH } from "./demo-data/accounts.ts";
import { CUSTOMERS } from "./demo-data/customers.ts";
import { EXAMPLE_PRESS_MENTIONS, EXAMPLE_TESTIMONIALS } from "./demo-data/example-content.ts";
import { UNIVERSITIES } from "./demo-data/universities.ts";
import { type DemoRentalAccounts, deleteDemoRentalAccounts, insertDemoRentalAccounts } from "./demo-rental-accounts.ts";
import { DEFAULT_SEED, generateListings, type SeedListing } from "./generate-listings.ts";
import { ensurePhotoPool, type PhotoPoolResult } from "./photos/render-pool.ts";
import { seedVisitHours } from "./visit-hours.ts";

export type SeedOptions = {
  /** How many listings to write. */
  properties: number;
  /** Where photo files go (`config.mediaDir`); the pool lands in its `seed/` folder. */
  mediaDir: string;
  /** The catalogue's "now": every date in it lies before. Defaults to the clock. */
  now?: Date;
  /** Random seed of the catalogue; the default gives the standard demo data. */
  seed?: number;
  /** Called after each chunk of listings is written, and once at the start with 0. */
  onProgress?: (done: number, total: number) => void;
  /** Aborting stops between two chunks; nothing is kept, as everything runs in one transaction. */
  signal?: AbortSignal;
  /**
   * Also write press mentions and testimonials marked as examples (`SEED_EXAMPLE_CONTENT=1`).
   * Off by default: a fresh install states nothing that nobody entered.
   */
  exampleContent?: boolean;
  /** Called while the listings' commutes to every university are computed, after the listings are written. */
  onCommuteProgress?: CommuteProgress;
  /**
   * Make the demo owner and student of renting online, with passwords drawn now (issue 35). On
   * unless told: the tests' template databases skip them (no password hashing, nothing random).
   */
  demoAccounts?: boolean;
};

export type SeedResult = {
  universities: number;
  customers: number;
  properties: number;
  /** property_photos rows. */
  photos: number;
  rooms: number;
  /** property_universities rows. */
  nearby: number;
  /** property_commutes rows: every listing × every university. */
  commutes: number;
  users: number;
  /** Example press mentions and testimonials written (0 unless asked). */
  examples: number;
  photoPool: PhotoPoolResult;
  ms: number;
  /** The demo accounts and their passwords, to print once and never log; null when not made. */
  demoAccounts: DemoRentalAccounts | null;
};

/** Listings generated and written together, then dropped: memory stays flat at any size. */
const CHUNK = 1000;
/**
 * Rows per statement. bulkInsert binds one parameter per column whatever the row count, so
 * these bound the size of one statement's text arrays, not the parameter count.
 */
const PROPERTY_ROWS_PER_INSERT = 1000;
const CHILD_ROWS_PER_INSERT = 5000;

/**
 * From this many listings on, the secondary indexes of the catalogue are dropped during the
 * load and built again after it: building an index once over all rows costs the database
 * less than updating it row by row (about 8% less server CPU for 20,000 listings on
 * PostgreSQL; no measurable change on PGlite).
 */
const REBUILD_INDEXES_FROM = 5000;
const BULK_TABLES = ["properties", "rooms", "property_photos", "property_universities"] as const;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** True when the catalogue was never seeded nor filled: no universities and no properties. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ filled: boolean }>(
    sql`select (exists (select 1 from ${universities}) or exists (select 1 from ${properties})) as filled`,
  );
  return executeRows<{ filled: boolean }>(result)[0]?.filled !== true;
}

/**
 * Replaces the catalogue with the deterministic São Paulo demo data set: universities,
 * sponsoring customers, demo accounts and `properties` listings with rooms, photos and
 * nearby universities, and makes sure the photo files exist under `mediaDir`.
 *
 * Everything is written in one transaction, so a seed that fails or is interrupted leaves
 * the database as it was (and an empty database stays empty, to be seeded at the next
 * start). Listings are generated and inserted in chunks, so memory stays flat whatever
 * their number. The photo pool is rendered meanwhile on sharp's worker threads.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const total = options.properties;
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`properties must be a whole number ≥ 0 (got ${total})`);
  options.signal?.throwIfAborted();
  const now = options.now ?? new Date();
  const seed = options.seed ?? DEFAULT_SEED;
  options.onProgress?.(0, total);

  const pool = ensurePhotoPool(options.mediaDir);
  // Observed here so a database failure that comes first never leaves it unhandled; it is
  // awaited before the commit below.
  pool.catch(() => {});

  let counts: Omit<SeedResult, "photoPool" | "ms">;
  try {
    counts = await db.transaction(async (tx) => {
      await clearDemoData(tx);
      const universityIds = await insertUniversities(tx, now);
      await insertAccessConnections(tx, universityIds, now);
      const customerIds = await insertCustomers(tx, now);
      const ownerIds = await insertAccounts(tx, now);
      const examples = await replaceExampleContent(tx, options.exampleContent ?? false);
      let photoRows = 0;
      let roomRows = 0;
      let nearbyRows = 0;
      const chunk = (from: number) =>
        from < total ? generateListings({ total, from, count: Math.min(CHUNK, total - from), now, seed }) : [];
      const load = async () => {
        let listings = chunk(0);
        for (let from = 0; from < total; from += CHUNK) {
          options.signal?.throwIfAborted();
          const writing = insertListings(tx, listings, { universityIds, customerIds, ownerIds });
          // The next chunk is generated while the database works on this one's first insert.
          try {
            listings = chunk(from + CHUNK);
          } catch (error) {
            await writing.catch(() => {});
            throw error;
          }
          const written = await writing;
          photoRows += written.photos;
          roomRows += written.rooms;
          nearbyRows += written.nearby;
          options.onProgress?.(Math.min(from + CHUNK, total), total);
          // PGlite answers through promise callbacks alone, which would starve the event loop
          // for the whole load: yield once per chunk so signals, timers (a progress bar) and
          // other work get their turn.
          await new Promise((resolve) => setImmediate(resolve));
        }
        options.signal?.throwIfAborted();
      };
      await (total >= REBUILD_INDEXES_FROM ? withIndexesRebuiltAfter(tx, load) : load());
      const demoAccounts = options.demoAccounts === false ? null : await insertDemoRentalAccounts(tx, now);
      // The transit network (loaded when the shipped feed is new) and every commute on it.
      const commutes = await keepCommutesCurrent(tx, { onProgress: options.onCommuteProgress });
      // Commit only once the files the rows point at are there.
      await pool;
      return {
        universities: universityIds.size,
        customers: customerIds.size,
        properties: total,
        photos: photoRows,
        rooms: roomRows,
        nearby: nearbyRows,
        commutes: (commutes.recomputed?.commutes ?? 0) + (commutes.filled?.commutes ?? 0),
        users: ownerIds.size + (demoAccounts ? 2 : 0),
        examples,
        demoAccounts,
      };
    });
  } catch (error) {
    // Let the renderer finish before reporting, so no file is half-written when the caller exits.
    await pool.catch(() => {});
    throw error;
  }
  // A bulk load leaves the planner without statistics and the visibility map empty: plans would
  // guess wrong and index-only scans would still read the rows. VACUUM cannot run in the
  // transaction above, so it runs once the load is committed.
  await db.execute(
    sql`vacuum analyze properties, rooms, property_photos, property_universities, universities, customers, property_commutes, commute_routes`,
  );
  return { ...counts, photoPool: await pool, ms: Math.round(performance.now() - started) };
}

/**
 * Empties the catalogue (and what refers to it: favourites, interest requests) and removes
 * the demo accounts. TRUNCATE also restarts the id sequences, so a re-seed gives the same
 * ids. Accounts other than the demo ones are kept.
 */
async function clearDemoData(tx: Tx): Promise<void> {
  await tx.execute(
    sql`truncate table property_universities, property_photos, rooms, favorites, interest_requests, properties, universities, customers restart identity cascade`,
  );
  await tx.delete(users).where(
    or(
      inArray(
        users.id,
        SEED_ACCOUNTS.map((a) => a.id),
      ),
      inArray(
        sql`lower(${users.email})`,
        SEED_ACCOUNTS.map((a) => a.email.toLowerCase()),
      ),
    ),
  );
  await deleteDemoRentalAccounts(tx);
}

/**
 * Removes earlier examples (staff's own entries stay) and, when asked, writes them again.
 * Answers how many were written.
 */
async function replaceExampleContent(tx: Tx, wanted: boolean): Promise<number> {
  await tx.delete(pressMentions).where(eq(pressMentions.example, true));
  await tx.delete(testimonials).where(eq(testimonials.example, true));
  if (!wanted) return 0;
  await tx.insert(pressMentions).values([...EXAMPLE_PRESS_MENTIONS]);
  await tx.insert(testimonials).values([...EXAMPLE_TESTIMONIALS]);
  return EXAMPLE_PRESS_MENTIONS.length + EXAMPLE_TESTIMONIALS.length;
}

async function insertUniversities(tx: Tx, now: Date): Promise<Map<string, number>> {
  const rows = await tx
    .insert(universities)
    .values(
      UNIVERSITIES.map((u) => ({
        slug: u.slug,
        namePt: u.namePt,
        nameEn: u.nameEn,
        shortName: u.shortName,
        neighbourhood: u.neighbourhood,
        city: "São Paulo",
        lat: u.lat,
        lng: u.lng,
        isPartner: u.isPartner,
        createdAt: now,
      })),
    )
    .returning({ id: universities.id, slug: universities.slug });
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** The far campuses' shuttle and bus lines (decision 032), before any commute is computed. */
async function insertAccessConnections(tx: Tx, universityIds: Map<string, number>, now: Date): Promise<void> {
  const rows = ACCESS_CONNECTIONS.map(({ university, ...connection }) => {
    const universityId = universityIds.get(university);
    if (universityId === undefined) throw new Error(`An access connection names an unknown university: ${university}`);
    return { ...connection, universityId, createdAt: now, updatedAt: now };
  });
  if (rows.length > 0) await tx.insert(universityAccessConnections).values(rows);
}

async function insertCustomers(tx: Tx, now: Date): Promise<Map<string, number>> {
  const rows = await tx
    .insert(customers)
    .values(
      CUSTOMERS.map((c) => ({
        slug: c.slug,
        name: c.name,
        descriptionPt: c.descriptionPt,
        descriptionEn: c.descriptionEn,
        website: null,
        createdAt: now,
      })),
    )
    .returning({ id: customers.id, slug: customers.slug });
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function insertAccounts(tx: Tx, now: Date): Promise<Map<string, string>> {
  const rows = await tx
    .insert(users)
    .values(
      SEED_ACCOUNTS.map((a) => ({
        id: a.id,
        name: a.name,
        email: a.email,
        phone: a.phone,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        role: a.role,
        locale: a.locale,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(rows.map((r) => [r.email, r.id]));
}

type Ids = {
  universityIds: Map<string, number>;
  customerIds: Map<string, number>;
  ownerIds: Map<string, string>;
};

async function insertListings(tx: Tx, listings: SeedListing[], ids: Ids) {
  const propertyRows = listings.map((l) => ({
    ...l.property,
    ownerId: ids.ownerIds.get(l.ownerEmail) ?? null,
    customerId: l.customerSlug ? (ids.customerIds.get(l.customerSlug) ?? null) : null,
  }));
  const idByCode = new Map<string, number>();
  for (const batch of batches(propertyRows, PROPERTY_ROWS_PER_INSERT)) {
    const inserted = await bulkInsert(tx, properties, batch, sql`id, code`);
    for (const row of inserted) idByCode.set(String(row.code), Number(row.id));
  }
  const propertyId = (l: SeedListing) => {
    const id = idByCode.get(l.property.code);
    if (id === undefined) throw new Error(`listing ${l.property.code} was not inserted`);
    return id;
  };

  const roomRows = listings.flatMap((l) => l.rooms.map((r) => ({ ...r, propertyId: propertyId(l) })));
  const photoRows = listings.flatMap((l) =>
    l.photos.map((p) => ({ ...p, propertyId: propertyId(l), createdAt: l.property.createdAt })),
  );
  const nearbyRows = listings.flatMap((l) =>
    l.nearby.map((n) => {
      const universityId = ids.universityIds.get(n.universitySlug);
      if (universityId === undefined) throw new Error(`unknown university ${n.universitySlug}`);
      return { propertyId: propertyId(l), universityId, distanceM: n.distanceM };
    }),
  );
  for (const batch of batches(roomRows, CHILD_ROWS_PER_INSERT)) await bulkInsert(tx, rooms, batch);
  for (const batch of batches(photoRows, CHILD_ROWS_PER_INSERT)) await bulkInsert(tx, propertyPhotos, batch);
  for (const batch of batches(nearbyRows, CHILD_ROWS_PER_INSERT)) await bulkInsert(tx, propertyUniversities, batch);
  // Issue 34.10: most owners' rentals take visits in person in weekly hours (visit-hours.ts).
  const visitListings = listings.flatMap((l) => {
    const windows = seedVisitHours(l.property);
    return windows ? [{ propertyId: propertyId(l), windows }] : [];
  });
  const settingsRows = visitListings.map(({ propertyId: id }) => ({ propertyId: id, inPerson: true, video: false }));
  const windowRows = visitListings.flatMap(({ propertyId: id, windows }) =>
    windows.map((w) => ({ propertyId: id, ...w })),
  );
  for (const batch of batches(settingsRows, CHILD_ROWS_PER_INSERT)) await tx.insert(schema.visitSettings).values(batch);
  for (const batch of batches(windowRows, CHILD_ROWS_PER_INSERT)) await tx.insert(schema.visitWindows).values(batch);
  return { rooms: roomRows.length, photos: photoRows.length, nearby: nearbyRows.length };
}

/**
 * Runs `load` without the plain secondary indexes of the bulk tables, then recreates each
 * from its own definition as PostgreSQL reports it, so the schema's migrations stay the only
 * place indexes are defined. Indexes behind primary keys and unique constraints stay (they
 * guard the data). DDL is transactional: if anything fails, the indexes come back with the
 * rollback.
 */
async function withIndexesRebuiltAfter(tx: Tx, load: () => Promise<void>): Promise<void> {
  const tables = sql.join(
    BULK_TABLES.map((t) => sql`${t}::regclass`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid in (${tables}) and not i.indisprimary and not i.indisunique
    order by c.relname`);
  const indexes = executeRows<{ name: string; definition: string }>(result);
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  await load();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}

function* batches<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
