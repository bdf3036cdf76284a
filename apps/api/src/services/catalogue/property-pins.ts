import { centsToReais } from "@campuslar/domain/money/money";
import { priceScopeOf, vacancies } from "@campuslar/domain/property/price-scope";
import {
  MAX_MAP_PINS,
  type PropertyPin,
  type PropertyPins,
  type PropertyPinsQuery,
} from "@campuslar/domain/property/property-pins-dto";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import type { CatalogueSnapshot } from "./catalogue-snapshot.ts";
import {
  allConditions,
  keepToUniversity,
  resolveSlugs,
  searchConditions,
  universityScope,
} from "./search-conditions.ts";
import { countMatches, recentFirst } from "./search-properties.ts";
import { type AnswerSource, fromSnapshot, type SnapshotFilters } from "./snapshot-filters.ts";
import { snapshotPinSlots } from "./snapshot-search.ts";

/**
 * `GET /v2/properties/pins`: the listings of a search as map pins, at most MAX_MAP_PINS, the
 * ones the list shows first (most recently published first), and how many match in all. From
 * the catalogue snapshot when it is current (decision 021: one pass in memory, nothing asked of
 * the database), else in SQL. The route keeps the answer until the catalogue changes.
 *
 * Every published listing has a place on the map: `lat` and `lng` are required columns (an
 * owner's listing is placed at its neighbourhood's centre), so every match has its pin.
 */
export async function readPins(
  db: Db,
  filters: PropertyPinsQuery,
  source: AnswerSource = "any",
): Promise<PropertyPins> {
  const found = fromSnapshot(db, filters, source);
  if (found) return pinsFromSnapshot(found.snapshot, found.filters);
  const { universityId, customerId } = await resolveSlugs(db, filters);
  const where = allConditions(searchConditions(filters, customerId));
  const scope = universityScope(universityId, filters.maxCommute);
  const select = db
    .select({
      code: properties.code,
      lat: properties.lat,
      lng: properties.lng,
      rentCents: properties.rentCents,
      salePriceCents: properties.salePriceCents,
      capacity: properties.capacity,
      occupants: properties.occupants,
      sponsored: properties.sponsored,
    })
    .from(properties)
    .$dynamic();
  const rows = await keepToUniversity(select, scope)
    .where(where)
    .orderBy(...recentFirst())
    .limit(MAX_MAP_PINS);
  // Fewer than a full set: these are all the matches, and no count is needed.
  const total = rows.length < MAX_MAP_PINS ? rows.length : await countMatches(db, filters, where, scope);
  const sale = filters.purpose === "sale";
  const pins = rows.map((row) =>
    pin(
      row.code,
      row.lat,
      row.lng,
      (sale ? row.salePriceCents : row.rentCents) ?? 0,
      priceScopeOf({ capacity: row.capacity, vacancies: vacancies(row) }) === "room",
      row.sponsored,
    ),
  );
  return { total, pins, truncated: total > pins.length };
}

function pinsFromSnapshot(s: CatalogueSnapshot, f: SnapshotFilters): PropertyPins {
  const { slots, total } = snapshotPinSlots(s, f, MAX_MAP_PINS);
  const prices = f.purpose === 1 ? s.salePriceCents : s.rentCents;
  const pins = slots.map((slot) => {
    const cents = prices[slot] as number;
    return pin(
      s.codes[slot] as string,
      s.lat[slot] as number,
      s.lng[slot] as number,
      Number.isNaN(cents) ? 0 : cents,
      s.roomPrice[slot] === 1,
      s.sponsored[slot] === 1,
    );
  });
  return { total, pins, truncated: total > pins.length };
}

const pin = (
  code: string,
  lat: number,
  lng: number,
  cents: number,
  perRoom: boolean,
  sponsored: boolean,
): PropertyPin => ({
  code,
  lat,
  lng,
  price: centsToReais(cents),
  priceScope: perRoom ? "room" : "apartment",
  ...(sponsored ? { featured: true } : {}),
});
