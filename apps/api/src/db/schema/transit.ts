import type { CommuteLeg } from "@campuslar/domain/commute/commute-dto";
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { properties, universities } from "./catalogue.ts";

/*
 * Commutes to campus (issue 21): the transit network they are estimated on, and each published
 * listing's minutes to each university, computed when a listing is published or moved, when a
 * university is added or moved, and when the network changes; never per request.
 */

/**
 * A GTFS feed as loaded: the server reads the network only from here once it is stored. The
 * current network is the row with the highest id; a new feed replaces the older rows.
 */
export const transitNetworks = pgTable("transit_networks", {
  id: serial().primaryKey(),
  /** SHA-256 of the zip, in hex: a start-up with the same zip finds it loaded. */
  feedSha256: text().notNull().unique(),
  /** The network's year as commutes say it (domain COMMUTE_NETWORK_DATE). */
  networkDate: text().notNull(),
  loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The parsed feed, shapes included (services/commute/stored-feed.ts reads and writes it). */
  feed: jsonb().notNull(),
});

/**
 * A listing's commute to a university, door to campus, on the current network: what a search
 * filters and orders by, and with `commute_routes`, what rebuilds the legs on the listing's page.
 */
export const propertyCommutes = pgTable(
  "property_commutes",
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    universityId: integer()
      .notNull()
      .references(() => universities.id, { onDelete: "cascade" }),
    /** Rounded once from the whole commute's seconds, as `commuteFrom` rounds them. */
    minutes: smallint().notNull(),
    walkOnlyMinutes: smallint().notNull(),
    /** The kinds ridden as bits (domain ride-bits.ts: 1 metro, 2 train, 4 bus); 0 on foot. */
    rides: smallint().notNull(),
    /** The station boarded at (its index in the network built from the feed); null when the way is on foot. */
    boardStation: smallint(),
    /** No station within a walk of the home or of the campus: it walks because it must. */
    noStationNearby: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.universityId] }),
    index("property_commutes_university_idx").on(t.universityId, t.minutes, t.propertyId),
  ],
);

/**
 * Where each university's commutes were computed to, on which network: a university added or
 * moved since, or a network replaced, is found at start-up by comparing these rows.
 */
export const commuteCampuses = pgTable(
  "commute_campuses",
  {
    networkId: integer()
      .notNull()
      .references(() => transitNetworks.id, { onDelete: "cascade" }),
    universityId: integer()
      .notNull()
      .references(() => universities.id, { onDelete: "cascade" }),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.universityId] })],
);

/**
 * From a station's platform to a campus: the legs of the fastest way, as a listing's page shows
 * them. A listing's commute is the walk to its board station followed by this route, so every
 * listing boarding there shares one row. Only stations some listing boards at are kept.
 */
export const commuteRoutes = pgTable(
  "commute_routes",
  {
    networkId: integer().notNull(),
    universityId: integer().notNull(),
    station: smallint().notNull(),
    /** The station's place, to measure the walk from a home to it as the router did. */
    stationLat: doublePrecision().notNull(),
    stationLng: doublePrecision().notNull(),
    /** Rides, changes and the last walk, each rounded as `commuteFrom` rounds them. */
    legs: jsonb().$type<CommuteLeg[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.networkId, t.universityId, t.station] }),
    foreignKey({
      columns: [t.networkId, t.universityId],
      foreignColumns: [commuteCampuses.networkId, commuteCampuses.universityId],
    }).onDelete("cascade"),
  ],
);

/**
 * A university's access connection (decision 032): a named shuttle or bus line from a station
 * (named as in the feed) to a stop on the campus, with its ride minutes and headway, kept by
 * staff. The router may end a commute on it; adding, changing or removing one recomputes that
 * university's commutes.
 */
export const universityAccessConnections = pgTable(
  "university_access_connections",
  {
    id: serial().primaryKey(),
    universityId: integer()
      .notNull()
      .references(() => universities.id, { onDelete: "cascade" }),
    /** The station boarded at, as the transit feed names it (every stop of that name). */
    fromStation: text().notNull(),
    line: text().notNull(),
    operator: text().notNull(),
    rideMinutes: smallint().notNull(),
    headwayMinutes: smallint().notNull(),
    stopLat: doublePrecision().notNull(),
    stopLng: doublePrecision().notNull(),
    /** Where the line and its figures come from. */
    source: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("university_access_connections_university_idx").on(t.universityId)],
);
