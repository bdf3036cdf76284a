import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import {
  accommodationTypeEnum,
  advertisedUnitEnum,
  cancellationPolicyEnum,
  genderPreferenceEnum,
  listingStatusEnum,
  purposeEnum,
  verificationMethodEnum,
} from "./enums.ts";
import { users } from "./users.ts";

export const universities = pgTable("universities", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  /** Name as students say it in Portuguese, and its English form. */
  namePt: text().notNull(),
  nameEn: text().notNull(),
  /** Short label for cards and chips, e.g. "FGV", "USP Butantã". */
  shortName: text().notNull(),
  neighbourhood: text().notNull(),
  city: text().notNull().default("São Paulo"),
  lat: doublePrecision().notNull(),
  lng: doublePrecision().notNull(),
  isPartner: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/** Sponsoring customers: companies whose listings are promoted and who have a page of their own. */
export const customers = pgTable("customers", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  descriptionPt: text().notNull().default(""),
  descriptionEn: text().notNull().default(""),
  website: text(),
  createdAt: createdAt(),
});

/** The 26 amenity flags of spec §3, one boolean column each, spelled as the JSON. */
const amenityColumns = {
  hasGasShower: boolean().notNull().default(false),
  hasLift: boolean().notNull().default(false),
  hasBalcony: boolean().notNull().default(false),
  hasCabinets: boolean().notNull().default(false),
  hasMeetingRoom: boolean().notNull().default(false),
  hasBlindex: boolean().notNull().default(false),
  hasAirConditioning: boolean().notNull().default(false),
  hasSauna: boolean().notNull().default(false),
  hasWashingMachine: boolean().notNull().default(false),
  hasElectricShower: boolean().notNull().default(false),
  hasLaundry: boolean().notNull().default(false),
  hasGrill: boolean().notNull().default(false),
  hasGym: boolean().notNull().default(false),
  hasPool: boolean().notNull().default(false),
  hasUtilityRoom: boolean().notNull().default(false),
  hasPartyRoom: boolean().notNull().default(false),
  hasRefrigerator: boolean().notNull().default(false),
  isPenthouse: boolean().notNull().default(false),
  hasStove: boolean().notNull().default(false),
  hasMicrowave: boolean().notNull().default(false),
  hasPipedGas: boolean().notNull().default(false),
  hasLobby: boolean().notNull().default(false),
  hasFurniture: boolean().notNull().default(false),
  acceptPets: boolean().notNull().default(false),
  hasSportCourt: boolean().notNull().default(false),
  hasTV: boolean().notNull().default(false),
};

export const properties = pgTable(
  "properties",
  {
    id: serial().primaryKey(),
    /** Public code (`SP10234`), the one in URLs. */
    code: text().notNull().unique(),
    purpose: purposeEnum().notNull().default("rent"),
    type: accommodationTypeEnum().notNull(),
    status: listingStatusEnum().notNull().default("draft"),
    advertisedUnit: advertisedUnitEnum().notNull().default("whole"),
    /** Issue 36, point 7: what a student gets back on cancelling, shown before a proposal and in the lease. */
    cancellationPolicy: cancellationPolicyEnum().notNull().default("flexible"),
    titlePt: text().notNull(),
    titleEn: text().notNull(),
    descriptionPt: text().notNull().default(""),
    descriptionEn: text().notNull().default(""),
    street: text().notNull(),
    number: text().notNull().default(""),
    complement: text().notNull().default(""),
    neighbourhood: text().notNull(),
    city: text().notNull().default("São Paulo"),
    state: text().notNull().default("SP"),
    postalCode: text().notNull().default(""),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    /** Money in centavos. Rent per month (null: shown as 0, spec §3); sale price for sale listings. */
    rentCents: integer(),
    salePriceCents: bigint({ mode: "number" }),
    condoFeeCents: integer().notNull().default(0),
    iptuCents: integer().notNull().default(0),
    billsWater: boolean().notNull().default(false),
    billsElectricity: boolean().notNull().default(false),
    billsInternet: boolean().notNull().default(false),
    billsCleaning: boolean().notNull().default(false),
    billsGas: boolean().notNull().default(false),
    /**
     * Each bill's estimated monthly amount when the rent does not include it (issue 22), in
     * centavos; 0 when there is none (no gas in the building) or it is included.
     */
    waterEstimateCents: integer().notNull().default(0),
    electricityEstimateCents: integer().notNull().default(0),
    gasEstimateCents: integer().notNull().default(0),
    internetEstimateCents: integer().notNull().default(0),
    cleaningEstimateCents: integer().notNull().default(0),
    /**
     * What is paid every month, all in (domain `allInMonthlyCents`): rent, condomínio, IPTU and
     * every bill not included. Null without a rent. Kept by the database, so the search filters
     * and orders by it as it does by rent.
     */
    allInCents: integer().generatedAlwaysAs(
      sql`case when purpose = 'rent' and rent_cents is not null then rent_cents + condo_fee_cents + iptu_cents
        + case when bills_water then 0 else water_estimate_cents end
        + case when bills_electricity then 0 else electricity_estimate_cents end
        + case when bills_gas then 0 else gas_estimate_cents end
        + case when bills_internet then 0 else internet_estimate_cents end
        + case when bills_cleaning then 0 else cleaning_estimate_cents end end`,
    ),
    bedrooms: smallint().notNull(),
    bathrooms: smallint().notNull(),
    garageSpaces: smallint().notNull().default(0),
    /** Maximum number of residents; occupants are the ones living there now. */
    capacity: smallint().notNull(),
    occupants: smallint().notNull().default(0),
    areaM2: integer("area_m2").notNull(),
    sharedBedroom: boolean().notNull().default(false),
    sharedBathroom: boolean().notNull().default(false),
    inRoomItems: text().array().notNull().default(sql`'{}'::text[]`),
    genderPreference: genderPreferenceEnum().notNull().default("any"),
    smokersAllowed: boolean().notNull().default(false),
    minAge: smallint(),
    maxAge: smallint(),
    minContractMonths: smallint().notNull().default(6),
    /** The longest stay it takes, in months (issue 22); null: no maximum. */
    maxStayMonths: smallint(),
    /** The first day it is free; null: free now. */
    availableFrom: date({ mode: "string" }),
    /** Staff saw the home by a visit or a video call (issue 22): when, how and who; null when not verified. */
    verifiedAt: timestamp({ withTimezone: true }),
    verificationMethod: verificationMethodEnum(),
    verifiedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    ...amenityColumns,
    ownerId: uuid().references(() => users.id, { onDelete: "set null" }),
    sponsored: boolean().notNull().default(false),
    customerId: integer().references(() => customers.id, { onDelete: "set null" }),
    /**
     * Lower-case, accent-free text of street, neighbourhood, city, titles and code
     * (domain `normalizeSearchText`), kept by the writer; trigram-indexed for search-as-you-type.
     */
    searchText: text().notNull().default(""),
    rejectionReason: text(),
    /**
     * The listing form exactly as its owner saved it (domain `ListingForm`), for listings made
     * through the owner API: a draft may lack what the columns require, so the columns hold
     * placeholders until it is complete, and the form keeps what was typed. Null for the seed's.
     */
    ownerForm: jsonb().$type<Record<string, unknown>>(),
    /**
     * The `Idempotency-Key` of the "List a place" dialog that started it (one key per opening):
     * quick repeated saves from that dialog find this draft instead of starting another.
     */
    idempotencyKey: text(),
    /** When the owner last sent it for review. */
    submittedAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    /**
     * When the rent or the sale price last went down (issue 23: alerts send a listing that became
     * cheaper). Kept by the trigger `properties_price_dropped` (migration 0020), so every writer counts.
     */
    priceDroppedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("properties_status_purpose_published_idx").on(t.status, t.purpose, t.publishedAt),
    index("properties_rent_idx").on(t.status, t.purpose, t.rentCents),
    index("properties_sale_price_idx").on(t.status, t.purpose, t.salePriceCents),
    index("properties_all_in_idx").on(t.status, t.purpose, t.allInCents),
    // Searches compare neighbourhoods case-insensitively.
    index("properties_neighbourhood_lower_idx").on(sql`lower(${t.neighbourhood})`),
    index("properties_owner_idx").on(t.ownerId),
    // Per owner, so one owner's key can never reach another's draft; two starts at once meet here.
    uniqueIndex("properties_owner_idempotency_key").on(t.ownerId, t.idempotencyKey),
    // The review queue: pending listings, oldest submitted first.
    index("properties_status_submitted_idx").on(t.status, t.submittedAt),
    index("properties_customer_idx").on(t.customerId),
    index("properties_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Two covering indexes of published listings are plain SQL, as Drizzle cannot write INCLUDE:
    // properties_published_scan_idx (migration 0003, the search's order) and
    // properties_published_place_idx (migration 0015, the map's areas).
  ],
);

/**
 * The rooms of a listing with their availability: the red and green icons of the spec. A room
 * has no stored name: pages name it in their language from its kind (a suite when it has its own
 * bathroom) and its place in this order (domain `roomIdentity`).
 */
export const rooms = pgTable(
  "rooms",
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    beds: smallint().notNull().default(1),
    privateBathroom: boolean().notNull().default(false),
    areaM2: smallint("area_m2"),
    rentCents: integer(),
    available: boolean().notNull().default(true),
    /** A room taken now: the last day of its tenant's stay, when its owner gave it (issue 22). */
    occupiedUntil: date({ mode: "string" }),
  },
  (t) => [index("rooms_property_idx").on(t.propertyId, t.position)],
);

/** Photos are stored once per size (domain PHOTO_WIDTHS) under `storageKey`. */
export const propertyPhotos = pgTable(
  "property_photos",
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    storageKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    altPt: text().notNull().default(""),
    altEn: text().notNull().default(""),
    /** Also stored as AVIF in every size (owners' uploads; the demo seed's scenes are WebP only). */
    hasAvif: boolean().notNull().default(false),
    /**
     * False for a photo an owner added to a published listing: it belongs to the change waiting
     * for review (`listing_revisions`) and students see it only once staff approve (decision 017).
     */
    approved: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("property_photos_property_idx").on(t.propertyId, t.position)],
);

/**
 * An owner's change to a published listing, waiting for staff (decision 017): the whole form as
 * the owner wants it and, when the photos changed, their ids in the wanted order (live ones kept,
 * new unapproved ones added; a live photo left out is to be removed). The published columns stay
 * what students see until staff approve. `version` grows with every change, so staff approve
 * exactly what they looked at. A declined change keeps its reason and leaves the queue until the
 * owner edits it again.
 */
export const listingRevisions = pgTable(
  "listing_revisions",
  {
    propertyId: integer()
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    form: jsonb().$type<Record<string, unknown>>().notNull(),
    photoIds: integer().array(),
    version: integer().notNull().default(1),
    rejectionReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("listing_revisions_queue_idx").on(t.updatedAt)],
);

/** Walking-scale distance from each listing to each university within reach. */
export const propertyUniversities = pgTable(
  "property_universities",
  {
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    universityId: integer()
      .notNull()
      .references(() => universities.id, { onDelete: "cascade" }),
    distanceM: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.universityId] }),
    index("property_universities_university_idx").on(t.universityId, t.distanceM),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] })],
);
