import { centsToReais } from "@campuslar/domain/money/money";
import {
  LETTINGS,
  MIN_COMPARABLES,
  type PeerPrices,
  type PricePosition,
  peerGroupKey,
  peerGroupOf,
  priceBasisOf,
  priceFigure,
  priceVerdict,
  SIZE_BANDS,
} from "@campuslar/domain/property/fair-price";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { executeRows } from "../../db/execute-rows.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { catalogueCache } from "../../lib/catalogue-cache.ts";

/**
 * The prices of the published rentals per peer group (domain `peerGroupOf`: let the same way,
 * furnished or not, a whole home's size band; decision 031), in each neighbourhood and across the
 * city: the 25th, 50th and 75th percentiles of the all-in monthly cost, per m² for whole homes and
 * per room for rooms and beds (decision 026). One grouped statement over the catalogue, taken
 * again only when the catalogue has changed: kept per catalogue version like the search's
 * answers (decision 020).
 */
export type PriceMedians = {
  /** By `${lower(neighbourhood)}|${peerGroupKey}`. */
  byHood: Map<string, PeerPrices>;
  /** By `peerGroupKey`, the whole city's. */
  byCity: Map<string, PeerPrices>;
};

const cached = catalogueCache<PriceMedians>(1);

export function priceMedians(db: Db): Promise<PriceMedians> {
  return cached(db, "medians", () => readMedians(db));
}

type PeerRow = {
  hood: string | null;
  letting: string;
  furnished: boolean;
  band: number | string;
  sample: number | string;
  low: number | string;
  median: number | string;
  high: number | string;
};

/** Domain `peerGroupOf`'s letting, in SQL. */
const lettingSql = sql`case when ${properties.advertisedUnit} = 'whole' then 'whole'
  when ${properties.sharedBedroom} then 'shared_bed' else 'private_room' end`;

/** Domain `sizeBandOf`'s band, as its index in SIZE_BANDS; -1 for a room, which has none. */
const bandSql = sql`case when ${properties.advertisedUnit} = 'room' then -1 ${sql.join(
  SIZE_BANDS.map(
    (band, i): SQL =>
      band.maxM2 === null
        ? sql`else ${sql.raw(String(i))}`
        : sql`when ${properties.areaM2} <= ${sql.raw(String(band.maxM2))} then ${sql.raw(String(i))}`,
  ),
  sql` `,
)} end`;

async function readMedians(db: Db): Promise<PriceMedians> {
  // The figure of domain `priceFigure`: all in per m² for a whole home, all in for a room.
  const figure = sql`case when ${properties.advertisedUnit} = 'room' then ${properties.allInCents}::float8
    else ${properties.allInCents}::float8 / ${properties.areaM2} end`;
  // The statement repeats the group's expressions (no parameters in them, so Postgres sees them as one).
  const peer = sql`${lettingSql}, ${properties.hasFurniture}, ${bandSql}`;
  const result = await db.execute(sql`select lower(${properties.neighbourhood}) as hood, ${lettingSql} as letting,
      ${properties.hasFurniture} as furnished, ${bandSql} as band, count(*) as sample,
      percentile_cont(0.25) within group (order by ${figure}) as low,
      percentile_cont(0.5) within group (order by ${figure}) as median,
      percentile_cont(0.75) within group (order by ${figure}) as high
    from ${properties}
    where ${properties.status} = 'published' and ${properties.purpose} = 'rent'
      and ${properties.allInCents} is not null and ${properties.areaM2} > 0
    group by grouping sets ((lower(${properties.neighbourhood}), ${peer}), (${peer}))`);
  const medians: PriceMedians = { byHood: new Map(), byCity: new Map() };
  for (const row of executeRows<PeerRow>(result)) {
    const band = SIZE_BANDS[Number(row.band)] ?? null;
    const letting = LETTINGS.find((l) => l === row.letting) ?? "whole";
    const key = peerGroupKey({ letting, furnished: row.furnished, sizeBand: band });
    const prices = {
      sample: Number(row.sample),
      lowCents: Number(row.low),
      medianCents: Number(row.median),
      highCents: Number(row.high),
    };
    if (row.hood === null) medians.byCity.set(key, prices);
    else medians.byHood.set(`${row.hood}|${key}`, prices);
  }
  return medians;
}

const NO_PEERS: PeerPrices = { sample: 0, lowCents: 0, medianCents: 0, highCents: 0 };

/**
 * Where a rental stands against its peers in its neighbourhood, or in the city when the
 * neighbourhood has too few of them; with too few in the city as well, the position says how
 * many there are and gives no verdict. Null without an all-in cost.
 */
export function pricePosition(
  medians: PriceMedians,
  listing: {
    allInCents: number | null;
    areaM2: number;
    neighbourhood: string;
    advertisedUnit: "whole" | "room";
    sharedBedroom: boolean;
    hasFurniture: boolean;
  },
): PricePosition | null {
  const basis = priceBasisOf(listing.advertisedUnit);
  const figure = priceFigure(basis, listing.allInCents, listing.areaM2);
  if (figure === null) return null;
  const peerGroup = peerGroupOf(listing);
  const key = peerGroupKey(peerGroup);
  const local = medians.byHood.get(`${listing.neighbourhood.toLowerCase()}|${key}`);
  const useLocal = local !== undefined && local.sample >= MIN_COMPARABLES;
  const peers = (useLocal ? local : medians.byCity.get(key)) ?? NO_PEERS;
  const { percent, farBelowMarket } = priceVerdict(figure, peers);
  const judged = percent !== null;
  return {
    basis,
    value: centsToReais(figure),
    peerGroup,
    neighbourhood: useLocal ? listing.neighbourhood : null,
    sample: peers.sample,
    percent,
    median: judged ? centsToReais(peers.medianCents) : null,
    low: judged ? centsToReais(peers.lowCents) : null,
    high: judged ? centsToReais(peers.highCents) : null,
    farBelowMarket,
  };
}
