import { priceScopeOf, vacancies } from "@campuslar/domain/property/price-scope";
import { ACCOMMODATION_TYPES, type AccommodationType, AMENITY_FLAGS } from "@campuslar/domain/property/property-enums";
import { sql } from "drizzle-orm";
import { catalogueVersionOf } from "../../db/catalogue-version.ts";
import type { Db } from "../../db/client.ts";
import { executeRows } from "../../db/execute-rows.ts";
import { customers, properties, propertyUniversities, universities } from "../../db/schema/catalogue.ts";
import { buildSlotGrid, type SlotGrid } from "./slot-grid.ts";
import {
  layOutCommutes,
  type PackedCommutes,
  packedCommutesStatement,
  type SnapshotCommutes,
  slotOf,
} from "./snapshot-commutes.ts";
import { verificationCutoff } from "./verification-policy.ts";

/**
 * Every published listing's searchable facts in typed arrays, one slot per listing (decision
 * 021): what a search filters, counts and orders by, and what a map pin shows (code, place,
 * price and its scope) or a card's commute line (decision 024), nothing else. At 100,000
 * listings it takes tens of megabytes (half of it the commutes to every university), and one pass
 * over it answers a page, its total and every facet count in about a millisecond, where the
 * database spends tens to hundreds of milliseconds counting the same matches on every distinct
 * filter set.
 *
 * A snapshot belongs to the catalogue version it was read at, and is used only while that is
 * still the version: a committed write anywhere moves the version, and searches run in SQL until
 * the next snapshot is read, so it never answers with a stale price or a listing gone.
 */
export type CatalogueSnapshot = {
  version: number;
  size: number;
  ids: Int32Array;
  /** 0 rent, 1 sale. */
  purpose: Uint8Array;
  /** Index into ACCOMMODATION_TYPES. */
  type: Uint8Array;
  /** Centavos; NaN where the column is null (never equal, never within a range, as in SQL). */
  rentCents: Float64Array;
  salePriceCents: Float64Array;
  /** The all-in monthly cost (rent, condomínio, IPTU, bills not included) in centavos; NaN without one. */
  allInCents: Float64Array;
  bedrooms: Uint8Array;
  /** Index into `hoods`: each distinct spelling of a neighbourhood. */
  hood: Uint16Array;
  /** The customer's id; 0 without one. */
  customer: Int32Array;
  sponsored: Uint8Array;
  /** Bit i set when AMENITY_FLAGS[i] is true. */
  flags: Uint32Array;
  /** Decimal degrees, exactly as stored; NaN without coordinates (in no map area, as in SQL). */
  lat: Float64Array;
  lng: Float64Array;
  /** The public code, for a map pin. */
  codes: string[];
  /**
   * The first day it is free, as days since 1970-01-01 (domain `epochDay`); FREE_NOW without a
   * date, which every move-in finds free, as the SQL's `available_from is null` does.
   */
  availableDay: Int32Array;
  /** The shortest stay it takes, and the longest (0: no maximum), in months. */
  minStay: Uint8Array;
  maxStay: Uint8Array;
  /** 1 where staff verified it by a visit or a video call. */
  verified: Uint8Array;
  /** 1 where the price is for one room (domain `priceScope`), 0 for the whole apartment. */
  roomPrice: Uint8Array;
  hoods: { name: string; key: string }[];
  /** Listing slots in each order's sequence, per purpose (0 rent, 1 sale): SQL's own ties and nulls. */
  order: Record<RankedOrder, [Int32Array, Int32Array]>;
  /** Each slot's position in its purpose's `recent`, `price_asc` and `total_asc` sequences (`price_desc`: backwards). */
  rank: Record<"recent" | "price_asc" | "total_asc", Int32Array>;
  /** Per purpose, its slots with coordinates in a grid of cells: a map area's candidates (slot-grid.ts). */
  grid: [SlotGrid, SlotGrid];
  /** Every university in the order the search screen lists them: partners first, then by short name. */
  universities: { id: number; slug: string; shortName: string; isPartner: boolean }[];
  /**
   * Per university (its position in `universities`): which slots are near it (1 or 0), and
   * those slots nearest first (ties by id, as the SQL orders them).
   */
  near: { isNear: Uint8Array; byDistance: Int32Array; bySlot: Int32Array }[];
  /** The universities each slot is near, as positions in `universities`: slot s has `nearList[nearStart[s] … nearStart[s + 1]]`. */
  nearStart: Int32Array;
  nearList: Uint16Array;
  /** Per university (its position in `universities`): each slot's stored commute to it, and the slots by it. */
  commutes: SnapshotCommutes[];
  /** Lowest and highest price of each purpose (centavos), null without one. */
  priceBounds: { rent: [number, number] | null; sale: [number, number] | null };
  /** Position in `universities` by slug; customer id by slug. */
  universityBySlug: Map<string, number>;
  customerIdBySlug: Map<string, number>;
};

/** `availableDay` of a listing without a date: free by any move-in. */
export const FREE_NOW = -0x7fffffff;

const emptyGrid = buildSlotGrid(new Float64Array(0), new Float64Array(0), []);

/** The orders a snapshot keeps a sequence of per purpose: by date, by price both ways, by all-in cost. */
export type RankedOrder = "recent" | "price_asc" | "price_desc" | "total_asc";

export const typeIndex = (type: AccommodationType): number => ACCOMMODATION_TYPES.indexOf(type);

const flagsColumn = sql.join(
  AMENITY_FLAGS.map((flag, bit) => sql`(case when ${properties[flag]} then ${sql.raw(String(1 << bit))} else 0 end)`),
  sql` | `,
);

/** Text that packs many numbers; read back with `numbers`. */
type Packed = { packed: string | null };

/** "3,1,2" → [3, 1, 2]; "" or null → []. */
const numbers = (packed: string | null | undefined): Float64Array =>
  packed ? Float64Array.from(packed.split(","), Number) : new Float64Array(0);

type Read = {
  facts: Packed[];
  hoods: { name: string; key: string }[];
  pairs: Pairs[];
  universityRows: CatalogueSnapshot["universities"];
  customerRows: { id: number; slug: string }[];
  commutes: PackedCommutes[];
};
/** Every listing-university distance, as three aligned lists. */
type Pairs = { properties: string | null; universities: string | null; metres: string | null };

/**
 * Reads the published catalogue into a snapshot tagged `version`, in one repeatable-read
 * transaction. The database packs each part into text (every listing's facts in one value, every
 * distance in three) or bytes (every commute in one value), which costs it a few hundred
 * milliseconds at 100,000 listings where sending the same as rows costs seconds; the orders are
 * sorted here.
 */
export async function readSnapshot(db: Db, version: number): Promise<CatalogueSnapshot> {
  const read = await db.transaction(
    async (tx) => {
      // Coordinates as text that reads back as the very same double (PostgreSQL's default since
      // 12, made sure of here): the snapshot's map areas must cut exactly where the SQL's do.
      await tx.execute(sql`set local extra_float_digits = 1`);
      // Neighbourhoods by rank of their spelling: the facts name each by its rank in `hoods`.
      const facts = await tx.execute(sql`select string_agg(concat_ws(',', x.sale, x.type, x.rent,
          x.sale_price, x.bedrooms, x.hood, x.customer, x.sponsored, x.flags, x.published, x.id, x.lat, x.lng,
          x.capacity, x.occupants, x.code, x.all_in, x.available_day, x.min_stay, x.max_stay, x.verified),
          ';' order by x.id) as packed
        from (select ${properties.id} as id, case when ${properties.purpose} = 'sale' then 1 else 0 end as sale,
          ${properties.type}::text as type, coalesce(${properties.rentCents}::text, 'n') as rent,
          coalesce(${properties.salePriceCents}::text, 'n') as sale_price, ${properties.bedrooms} as bedrooms,
          (dense_rank() over (order by ${properties.neighbourhood}) - 1) as hood,
          coalesce(${properties.customerId}, 0) as customer, case when ${properties.sponsored} then 1 else 0 end as sponsored,
          (${flagsColumn})::int as flags,
          coalesce(floor(extract(epoch from ${properties.publishedAt}) * 1000)::bigint::text, 'n') as published,
          coalesce(${properties.lat}::text, 'n') as lat, coalesce(${properties.lng}::text, 'n') as lng,
          ${properties.capacity} as capacity, ${properties.occupants} as occupants, ${properties.code} as code,
          coalesce(${properties.allInCents}::text, 'n') as all_in,
          coalesce((${properties.availableFrom} - date '1970-01-01')::text, 'f') as available_day,
          ${properties.minContractMonths} as min_stay, coalesce(${properties.maxStayMonths}, 0) as max_stay,
          case when ${properties.verifiedAt} > ${verificationCutoff().toISOString()}::timestamptz then 1 else 0 end as verified
          from ${properties} where ${properties.status} = 'published') x`);
      const hoods = await tx.execute(sql`select distinct ${properties.neighbourhood} as name,
          lower(${properties.neighbourhood}) as key
        from ${properties} where ${properties.status} = 'published' order by ${properties.neighbourhood}`);
      const pairs = await tx.execute(sql`select string_agg(${propertyUniversities.propertyId}::text, ',') as properties,
          string_agg(${propertyUniversities.universityId}::text, ',') as universities,
          string_agg(${propertyUniversities.distanceM}::text, ',') as metres
        from ${propertyUniversities}`);
      const universityRows = await tx
        .select({
          id: universities.id,
          slug: universities.slug,
          shortName: universities.shortName,
          isPartner: universities.isPartner,
        })
        .from(universities)
        .orderBy(sql`${universities.isPartner} desc, ${universities.shortName} asc`);
      const customerRows = await tx.select({ id: customers.id, slug: customers.slug }).from(customers);
      const commutes = await tx.execute(packedCommutesStatement);
      return {
        facts: executeRows<Packed>(facts),
        hoods: executeRows<{ name: string; key: string }>(hoods),
        pairs: executeRows<Pairs>(pairs),
        universityRows,
        customerRows,
        commutes: executeRows<PackedCommutes>(commutes),
      } satisfies Read;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return buildSnapshot(version, read);
}

/**
 * Lets requests waiting on this process run between the phases of building a snapshot, so a
 * rebuild after a change delays none of them by the whole build (each phase takes tens of
 * milliseconds at 100,000 listings).
 */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The values `readSnapshot` packs per listing. */
const FACT_FIELDS = 21;

async function buildSnapshot(version: number, read: Read): Promise<CatalogueSnapshot> {
  const factRows = read.facts[0]?.packed;
  const listings = factRows ? factRows.split(";") : [];
  const size = listings.length;
  const { universityRows } = read;
  const snapshot: CatalogueSnapshot = {
    version,
    size,
    ids: new Int32Array(size),
    purpose: new Uint8Array(size),
    type: new Uint8Array(size),
    rentCents: new Float64Array(size),
    salePriceCents: new Float64Array(size),
    allInCents: new Float64Array(size),
    bedrooms: new Uint8Array(size),
    hood: new Uint16Array(size),
    customer: new Int32Array(size),
    sponsored: new Uint8Array(size),
    flags: new Uint32Array(size),
    lat: new Float64Array(size),
    lng: new Float64Array(size),
    codes: new Array<string>(size),
    roomPrice: new Uint8Array(size),
    availableDay: new Int32Array(size),
    minStay: new Uint8Array(size),
    maxStay: new Uint8Array(size),
    verified: new Uint8Array(size),
    hoods: read.hoods.map(({ name, key }) => ({ name, key })),
    order: {
      recent: [new Int32Array(0), new Int32Array(0)],
      price_asc: [new Int32Array(0), new Int32Array(0)],
      price_desc: [new Int32Array(0), new Int32Array(0)],
      total_asc: [new Int32Array(0), new Int32Array(0)],
    },
    rank: { recent: new Int32Array(size), price_asc: new Int32Array(size), total_asc: new Int32Array(size) },
    grid: [emptyGrid, emptyGrid],
    universities: universityRows,
    near: universityRows.map(() => ({
      isNear: new Uint8Array(size),
      byDistance: new Int32Array(0),
      bySlot: new Int32Array(0),
    })),
    nearStart: new Int32Array(size + 1),
    nearList: new Uint16Array(0),
    commutes: [],
    priceBounds: { rent: null, sale: null },
    universityBySlug: new Map(universityRows.map((u, position) => [u.slug, position])),
    customerIdBySlug: new Map(read.customerRows.map((c) => [c.slug, c.id])),
  };
  const publishedMs = new Float64Array(size);
  listings.forEach((listing, slot) => {
    const fields = listing.split(",");
    // A code is two letters and digits (PROPERTY_CODE_PATTERN), so no field holds the separators;
    // should one ever, the read fails and searches stay in SQL rather than read shifted facts.
    if (fields.length !== FACT_FIELDS) throw new Error(`A listing's facts have ${fields.length} fields`);
    const [sale, type, rent, salePrice, bedrooms, hood, customer, sponsored, flags, published, id] = fields;
    const [lat, lng, capacity, occupants, code, allIn, availableDay, minStay, maxStay, verified] = fields.slice(11);
    snapshot.purpose[slot] = Number(sale);
    snapshot.type[slot] = typeIndex(type as AccommodationType);
    // "n" (null) reads as NaN, which no comparison matches, as no SQL comparison matches NULL.
    snapshot.rentCents[slot] = Number(rent);
    snapshot.salePriceCents[slot] = Number(salePrice);
    snapshot.allInCents[slot] = Number(allIn);
    snapshot.bedrooms[slot] = Number(bedrooms);
    snapshot.hood[slot] = Number(hood);
    snapshot.customer[slot] = Number(customer);
    snapshot.sponsored[slot] = Number(sponsored);
    snapshot.flags[slot] = Number(flags) >>> 0;
    publishedMs[slot] = Number(published);
    snapshot.ids[slot] = Number(id);
    snapshot.lat[slot] = Number(lat);
    snapshot.lng[slot] = Number(lng);
    snapshot.codes[slot] = code as string;
    snapshot.availableDay[slot] = availableDay === "f" ? FREE_NOW : Number(availableDay);
    snapshot.minStay[slot] = Number(minStay);
    snapshot.maxStay[slot] = Number(maxStay);
    snapshot.verified[slot] = Number(verified);
    const seats = { capacity: Number(capacity), occupants: Number(occupants) };
    snapshot.roomPrice[slot] =
      priceScopeOf({ capacity: seats.capacity, vacancies: vacancies(seats) }) === "room" ? 1 : 0;
  });
  await yieldToRequests();
  sortOrders(snapshot, publishedMs);
  await yieldToRequests();
  layOutNearness(snapshot, read.pairs[0]);
  await yieldToRequests();
  snapshot.commutes = await layOutCommutes(
    read.commutes[0]?.packed,
    snapshot.ids,
    snapshot.purpose,
    universityRows.map((u) => u.id),
    yieldToRequests,
  );
  return snapshot;
}

/**
 * Each order's sequence per purpose, with PostgreSQL's rules: nulls last ascending and first
 * descending, ties by id (slots are numbered in id order, so by slot). Backwards, ascending with
 * nulls last and ties by id is descending with nulls first and ties by id descending: the newest
 * first is the oldest first backwards, the dearest first the cheapest first. Then each slot's
 * place in them, and each purpose's listings in a grid by where they are.
 */
function sortOrders(snapshot: CatalogueSnapshot, publishedMs: Float64Array): void {
  for (const purpose of [0, 1] as const) {
    const slots: number[] = [];
    for (let slot = 0; slot < snapshot.size; slot++) if (snapshot.purpose[slot] === purpose) slots.push(slot);
    const price = purpose === 1 ? snapshot.salePriceCents : snapshot.rentCents;
    const cheapest = ascendingNullsLast(price, slots);
    snapshot.order.recent[purpose] = ascendingNullsLast(publishedMs, slots).reverse();
    snapshot.order.price_asc[purpose] = cheapest;
    snapshot.order.price_desc[purpose] = cheapest.slice().reverse();
    snapshot.order.total_asc[purpose] = ascendingNullsLast(snapshot.allInCents, slots);
    for (const order of ["recent", "price_asc", "total_asc"] as const) {
      const rank = snapshot.rank[order];
      snapshot.order[order][purpose].forEach((slot, position) => {
        rank[slot] = position;
      });
    }
    snapshot.grid[purpose] = buildSlotGrid(snapshot.lat, snapshot.lng, slots);
    const priced = cheapest.filter((slot) => !Number.isNaN(price[slot]));
    if (priced.length > 0) {
      snapshot.priceBounds[purpose === 1 ? "sale" : "rent"] = [
        price[priced[0] as number] as number,
        price[priced.at(-1) as number] as number,
      ];
    }
  }
}

/** Up to 2^24 slots: a rank or a distance and a slot share one exactly sortable number. */
const SLOT_SPAN = 2 ** 24;

/**
 * `slots` by value ascending, NaN (null) after every number, ties by slot. Each value becomes
 * its rank among the distinct values, and rank and slot one number: a plain numeric sort, many
 * times faster than sorting with a comparator.
 */
function ascendingNullsLast(values: Float64Array, slots: number[]): Int32Array {
  const distinct = Float64Array.from(slots, (slot) => values[slot] as number)
    .filter((value) => !Number.isNaN(value))
    .sort();
  const rankOf = new Map<number, number>();
  for (const value of distinct) if (!rankOf.has(value)) rankOf.set(value, rankOf.size);
  const keys = Float64Array.from(
    slots,
    (slot) => (rankOf.get(values[slot] as number) ?? rankOf.size) * SLOT_SPAN + slot,
  ).sort();
  return Int32Array.from(keys, (key) => key % SLOT_SPAN);
}

/**
 * Each university's slots nearest first (ties by id, as the SQL orders them), and each slot's
 * universities laid out slot after slot. Distances of listings not published have no slot.
 */
function layOutNearness(snapshot: CatalogueSnapshot, pairs: Pairs | undefined): void {
  const { size, ids } = snapshot;
  const positionOf = new Map(snapshot.universities.map((u, position) => [u.id, position]));
  const propertyIds = numbers(pairs?.properties);
  const universityIds = numbers(pairs?.universities);
  const metres = numbers(pairs?.metres);
  const keys: number[][] = snapshot.universities.map(() => []);
  const perSlot = new Int32Array(size);
  for (let i = 0; i < propertyIds.length; i++) {
    const slot = slotOf(ids, propertyIds[i] as number);
    const position = positionOf.get(universityIds[i] as number);
    if (slot < 0 || position === undefined) continue;
    keys[position]?.push((metres[i] as number) * SLOT_SPAN + slot);
    perSlot[slot] = (perSlot[slot] as number) + 1;
  }
  for (let slot = 0; slot < size; slot++) {
    snapshot.nearStart[slot + 1] = (snapshot.nearStart[slot] as number) + (perSlot[slot] as number);
  }
  snapshot.nearList = new Uint16Array(snapshot.nearStart[size] as number);
  const filled = new Int32Array(size);
  keys.forEach((list, position) => {
    const sorted = Float64Array.from(list).sort();
    const entry = snapshot.near[position] as CatalogueSnapshot["near"][number];
    entry.byDistance = Int32Array.from(sorted, (key) => key % SLOT_SPAN);
    entry.bySlot = entry.byDistance.slice().sort();
    for (const slot of entry.byDistance) {
      entry.isNear[slot] = 1;
      snapshot.nearList[(snapshot.nearStart[slot] as number) + (filled[slot] as number)] = position;
      filled[slot] = (filled[slot] as number) + 1;
    }
  });
}

type Holder = { snapshot?: CatalogueSnapshot; reading?: Promise<void> };
const holders = new WeakMap<Db, Holder>();

/**
 * The snapshot of the catalogue as it is now, or undefined while none is (the catalogue changed
 * since the last was read, no version is known, or it is being read): the caller then asks the
 * database. A miss starts reading the next one in the background, one read at a time; a read
 * that a change overtook is thrown away by the version check, and the next miss reads again.
 */
export function currentSnapshot(db: Db): CatalogueSnapshot | undefined {
  const version = catalogueVersionOf(db)?.current();
  if (version === undefined) return undefined;
  const holder = holders.get(db) ?? {};
  holders.set(db, holder);
  if (holder.snapshot?.version === version) return holder.snapshot;
  if (!holder.reading) {
    const reading = readSnapshot(db, version).then(
      (snapshot) => {
        // A newer one may already be in place; never go back.
        if (!holder.snapshot || holder.snapshot.version <= snapshot.version) holder.snapshot = snapshot;
      },
      () => {
        // The database is failing: searches ask it directly and say so; the next miss retries.
      },
    );
    holder.reading = reading.finally(() => {
      holder.reading = undefined;
    });
  }
  return undefined;
}

/** Resolves once the snapshot of the current version is in place (tests, benchmarks, warm-up). */
export async function snapshotReady(db: Db): Promise<CatalogueSnapshot | undefined> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const snapshot = currentSnapshot(db);
    if (snapshot) return snapshot;
    await (holders.get(db)?.reading ?? new Promise((resolve) => setTimeout(resolve, 20)));
  }
  return undefined;
}
