import {
  type CityNeighbourhood,
  NEIGHBOURHOODS,
  type properties,
  type propertyPhotos,
  type rooms,
} from "@campuslar/api";
import { distanceMeters, NEARBY_UNIVERSITY_MAX_M } from "@campuslar/domain/geo/distance";
import { formatPropertyCode } from "@campuslar/domain/property/property-code";
import {
  type AccommodationType,
  AMENITY_FLAGS,
  type AmenityFlag,
  type AmenityFlags,
  type GenderPreference,
  IN_ROOM_ITEMS,
  type InRoomItem,
  type ListingStatus,
} from "@campuslar/domain/property/property-enums";
import { normalizeSearchText } from "@campuslar/domain/search/normalize";
import { INDEPENDENT_OWNERS } from "./demo-data/accounts.ts";
import { CUSTOMERS, type SeedCustomer } from "./demo-data/customers.ts";
import { UNIVERSITIES } from "./demo-data/universities.ts";
import {
  type Bilingual,
  type ListingFacts,
  listingDescription,
  listingTitle,
  type NearbyText,
} from "./listing-text.ts";
import { choosePhotos, type PhotoRequest } from "./photos/choose-photos.ts";
import { POOL_PHOTO_SIZE, sceneKey } from "./photos/scenes.ts";
import { Random, streamSeed } from "./prng.ts";

/**
 * The demo catalogue as plain data: a pure function of (seed, index, total, now). Each
 * listing draws from its own random stream, so any slice of the catalogue can be generated
 * on its own and a 100,000-listing seed never holds more than one chunk in memory.
 * Listings refer to owners, customers and universities by e-mail and slug; the writer
 * resolves those to ids.
 */

export type SeedProperty = Omit<typeof properties.$inferInsert, "id" | "ownerId" | "customerId">;
export type SeedRoom = Omit<typeof rooms.$inferInsert, "id" | "propertyId">;
export type SeedPhoto = Omit<typeof propertyPhotos.$inferInsert, "id" | "propertyId">;
export type SeedNearby = { universitySlug: string; distanceM: number };

export type SeedListing = {
  property: SeedProperty;
  ownerEmail: string;
  customerSlug: string | null;
  rooms: SeedRoom[];
  photos: SeedPhoto[];
  nearby: SeedNearby[];
};

export type GenerateOptions = {
  /** Size of the whole catalogue: listing dates spread over it, and large catalogues mix in other statuses. */
  total: number;
  /** First listing (0-based) and how many; the default is the whole catalogue. */
  from?: number;
  count?: number;
  /** The moment "now" of the catalogue: every date is before it. */
  now: Date;
  seed?: number;
};

export const DEFAULT_SEED = 20_260_301;

/** Catalogues larger than this also hold drafts, listings awaiting review and archived ones. */
export const MIXED_STATUS_ABOVE = 1000;

const DAY_MS = 86_400_000;
/** Listings were created over the last eighteen months. */
const HISTORY_DAYS = 540;
/** How far from its neighbourhood's centre a listing may lie. */
const JITTER_M = 700;

export function generateListings(options: GenerateOptions): SeedListing[] {
  const from = options.from ?? 0;
  const count = options.count ?? options.total - from;
  const out: SeedListing[] = [];
  for (let index = from; index < from + count; index++) out.push(generateListing(index, options));
  return out;
}

const hoodWeights = NEIGHBOURHOODS.map((h) => [h, h.weight] as const);
const customerByType = new Map<AccommodationType, SeedCustomer>(CUSTOMERS.map((c) => [c.type, c]));

/** Share of the catalogue for sale. */
const SALE_SHARE = 0.1;

/** Share of each type's rent listings that its operator sponsors. */
const SPONSORED_SHARE: Record<AccommodationType, number> = {
  coliving: 0.22,
  residencia_estudantil: 0.3,
  apartamento: 0.06,
};

type Kind = ListingFacts["kind"];

export function generateListing(index: number, options: GenerateOptions): SeedListing {
  const rng = new Random(streamSeed(options.seed ?? DEFAULT_SEED, index));
  const now = options.now.getTime();
  const code = formatPropertyCode(index + 1);

  // The first draw of every listing's stream: the photo choice counts sale listings by it.
  const isSale = rng.chance(SALE_SHARE);
  const type: AccommodationType = isSale
    ? "apartamento"
    : rng.weighted<AccommodationType>([
        ["coliving", 0.36],
        ["apartamento", 0.42],
        ["residencia_estudantil", 0.22],
      ]);
  const customer = !isSale && rng.chance(SPONSORED_SHARE[type]) ? (customerByType.get(type) ?? null) : null;
  const hood = rng.weighted(hoodWeights);
  const { lat, lng, nearby } = place(rng, hood);

  const kind: Kind = isSale
    ? "sale"
    : type === "coliving"
      ? "coliving-room"
      : type === "residencia_estudantil"
        ? rng.chance(0.3)
          ? "residence-studio"
          : "residence-room"
        : customer === null && rng.chance(0.18)
          ? "apartment-room"
          : "apartment";

  const layout = roomLayout(rng, kind);
  const level = hood.rentLevel;
  // Operators rent their homes out furnished, as their own descriptions say.
  const amenities = amenitiesFor(rng, kind, level, layout.bedrooms, customer !== null);
  const furnished = amenities.hasFurniture;

  // Occupancy decides the price scope of spec §3: a listing offering a room keeps exactly one
  // vacancy (so its price is for that room); a whole home is empty or, now and then, rented
  // until a later date (all rooms red).
  const wholeRentedUntilLater = kind === "apartment" && rng.chance(0.12);
  const vacancyOnly = kind === "coliving-room" || kind === "residence-room" || kind === "apartment-room";
  const capacity = layout.beds.reduce((a, b) => a + b, 0);
  const vacantRoom = vacancyOnly ? rng.int(0, layout.bedrooms - 1) : -1;
  const occupants = vacancyOnly ? capacity - 1 : wholeRentedUntilLater ? capacity : 0;

  const roomRents = layout.beds.map((beds, i) =>
    vacancyOnly ? roomRentCents(rng, kind, level, layout.privateBathrooms[i] ?? false, beds > 1) : null,
  );
  const rentCents = isSale
    ? null
    : vacancyOnly
      ? (roomRents[vacantRoom] ?? null)
      : kind === "residence-studio"
        ? roundTo(clamp(rng.range(2300, 3900) * level, 1800, 4500), 50) * 100
        : wholeRentCents(rng, layout.bedrooms, level);

  const areaM2 = areaFor(rng, kind, layout.bedrooms);
  const apartmentCosts = kind === "apartment" || kind === "sale";
  const condoFeeCents = apartmentCosts
    ? roundTo(clamp((300 + areaM2 * 9) * level * rng.range(0.8, 1.25), 350, 3500), 10) * 100
    : 0;
  const iptuCents = apartmentCosts ? Math.round(areaM2 * rng.range(2.5, 5.5) * level) * 100 : 0;
  const salePriceCents = isSale
    ? roundTo(clamp(areaM2 * rng.range(9_500, 13_500) * level, 350_000, 2_500_000), 5_000) * 100
    : null;
  const garageSpaces =
    kind === "apartment" || kind === "sale"
      ? layout.bedrooms === 1
        ? rng.weighted([
            [0, 0.6],
            [1, 0.4],
          ])
        : layout.bedrooms >= 4
          ? rng.int(2, 3)
          : rng.weighted([
              [0, 0.15],
              [1, 0.65],
              [2, 0.2],
            ])
      : 0;

  const bills = billsFor(rng, kind, furnished);
  const gender = genderFor(rng, type);
  const minContractMonths = isSale
    ? 6
    : rng.weighted([
        [6, kind === "apartment" ? 0.55 : 0.65],
        [3, kind === "apartment" ? 0.1 : 0.2],
        [12, kind === "apartment" ? 0.35 : 0.15],
      ]);

  // Codes grow with time, as they would in a live catalogue: listing i was created at
  // about i/total of the way through the last eighteen months.
  const createdAt = new Date(
    truncateToSecond(now - HISTORY_DAYS * DAY_MS * (1 - (index + rng.float()) / Math.max(options.total, 1))),
  );
  const status = statusFor(rng, options.total);
  const publishedAt =
    status === "published" || status === "archived"
      ? new Date(Math.min(now, truncateToSecond(createdAt.getTime() + rng.range(0.5, 72) * 3_600_000)))
      : null;
  const updatedAt = new Date(
    Math.min(now, truncateToSecond((publishedAt ?? createdAt).getTime() + rng.range(0, 20) * DAY_MS)),
  );
  const today = isoDate(now);
  const availableFrom = isSale
    ? null
    : wholeRentedUntilLater
      ? firstOfMonth(now + rng.int(45, 150) * DAY_MS)
      : rng.chance(0.4)
        ? firstOfMonth(now + rng.int(5, 60) * DAY_MS)
        : isoDate(now + rng.int(-20, 75) * DAY_MS);

  const featured = featuredUniversity(rng, nearby);
  const facts: ListingFacts = {
    kind,
    hood,
    featured,
    nearby,
    bedrooms: layout.bedrooms,
    studio: (kind === "apartment" || kind === "sale") && layout.bedrooms === 1 && areaM2 <= 40,
    bathrooms: layout.bathrooms,
    garageSpaces,
    areaM2,
    capacity,
    occupants,
    privateBathroom: vacancyOnly ? (layout.privateBathrooms[vacantRoom] ?? false) : false,
    sharedBed: vacancyOnly ? (layout.beds[vacantRoom] ?? 1) > 1 : false,
    furnished,
    balcony: amenities.hasBalcony,
    penthouse: amenities.isPenthouse,
    highlights: highlightsFor(amenities),
    bills,
    condoFeeCents,
    iptuCents,
    acceptPets: amenities.acceptPets,
    gender,
    minContractMonths,
    availableFrom,
    today,
  };
  const stayAndVerification = staysAndVerificationFor(
    new Random(streamSeed((options.seed ?? DEFAULT_SEED) ^ STAY_STREAM, index)),
    { kind, minContractMonths, availableFrom, publishedAt, now },
  );
  const title = listingTitle(facts, rng);
  const description = listingDescription(facts, rng);
  const street = rng.pick(hood.streets);

  const property: SeedProperty = {
    code,
    purpose: isSale ? "sale" : "rent",
    type,
    status,
    advertisedUnit: vacancyOnly ? "room" : "whole",
    titlePt: title.pt,
    titleEn: title.en,
    descriptionPt: description.pt,
    descriptionEn: description.en,
    street,
    number: String(rng.int(12, 1900)),
    complement: complementFor(rng, kind),
    neighbourhood: hood.name,
    city: "São Paulo",
    state: "SP",
    postalCode: `${rng.pick(hood.cepBlocks)}-${String(rng.int(0, 99) * 10).padStart(3, "0")}`,
    lat,
    lng,
    rentCents,
    salePriceCents,
    condoFeeCents,
    iptuCents,
    billsWater: bills.water,
    billsElectricity: bills.electricity,
    billsInternet: bills.internet,
    billsCleaning: bills.cleaning,
    ...billEstimatesFor(new Random(streamSeed((options.seed ?? DEFAULT_SEED) ^ BILL_STREAM, index)), kind, bills, {
      bedrooms: layout.bedrooms,
      level,
      gas: amenities.hasGasShower || amenities.hasPipedGas,
      cooled: amenities.hasAirConditioning,
    }),
    bedrooms: layout.bedrooms,
    bathrooms: layout.bathrooms,
    garageSpaces,
    capacity,
    occupants,
    areaM2,
    // Sharing describes the room on offer, with tenants who do not know each other: a
    // couple in a whole home shares nothing in this sense.
    sharedBedroom: facts.sharedBed,
    sharedBathroom: vacancyOnly && !facts.privateBathroom,
    inRoomItems: inRoomItemsFor(rng, kind, amenities),
    genderPreference: gender,
    smokersAllowed: !isSale && rng.chance(0.1),
    minAge: kind === "coliving-room" || kind.startsWith("residence") ? (rng.chance(0.7) ? 18 : null) : null,
    maxAge: kind === "coliving-room" && rng.chance(0.4) ? 35 : null,
    minContractMonths,
    availableFrom,
    ...stayAndVerification.property,
    ...amenities,
    sponsored: customer !== null,
    searchText: normalizeSearchText([street, hood.name, "São Paulo", title.pt, title.en, code].join(" ")),
    rejectionReason: null,
    publishedAt,
    createdAt,
    updatedAt,
  };

  const roomRows: SeedRoom[] = layout.beds.map((beds, i) => {
    const available = vacancyOnly ? i === vacantRoom : !wholeRentedUntilLater;
    return {
      position: i + 1,
      beds,
      privateBathroom: layout.privateBathrooms[i] ?? false,
      areaM2: kind === "residence-studio" ? areaM2 : rng.int(beds > 1 ? 13 : 9, beds > 1 ? 20 : i === 0 ? 18 : 14),
      rentCents: roomRents[i] ?? null,
      available,
      // A home let whole is free the day its tenants leave; a taken room, when its tenant's term ends.
      occupiedUntil: available
        ? null
        : wholeRentedUntilLater
          ? addDays(availableFrom ?? isoDate(now), -1)
          : stayAndVerification.occupiedUntil(i),
    };
  });

  return {
    property,
    ownerEmail: customer?.ownerEmail ?? rng.pick(INDEPENDENT_OWNERS).email,
    customerSlug: customer?.slug ?? null,
    rooms: roomRows,
    photos: photosFor(rng, {
      seed: options.seed ?? DEFAULT_SEED,
      slot: isSale ? saleRank(options.seed ?? DEFAULT_SEED, index) : index,
      kind,
      bedrooms: layout.bedrooms,
      sharedBed: facts.sharedBed,
    }),
    nearby: nearby.map((n) => ({ universitySlug: n.university.slug, distanceM: n.distanceM })),
  };
}

// ---------------------------------------------------------------------------------------
// Place

const METRES_PER_DEGREE = 111_320;

function nearbyUniversities(point: { lat: number; lng: number }): NearbyText[] {
  return UNIVERSITIES.map((university) => ({ university, distanceM: distanceMeters(point, university) }))
    .filter((n) => n.distanceM <= NEARBY_UNIVERSITY_MAX_M)
    .sort((a, b) => a.distanceM - b.distanceM || a.university.slug.localeCompare(b.university.slug));
}

/** A point within JITTER_M of the neighbourhood's centre that has a university within reach. */
function place(rng: Random, hood: CityNeighbourhood) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const radius = JITTER_M * Math.sqrt(rng.float());
    const angle = rng.range(0, 2 * Math.PI);
    const lat = round6(hood.lat + (radius * Math.cos(angle)) / METRES_PER_DEGREE);
    const lng = round6(
      hood.lng + (radius * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((hood.lat * Math.PI) / 180)),
    );
    const nearby = nearbyUniversities({ lat, lng });
    if (nearby.length > 0) return { lat, lng, nearby };
  }
  // Every centre has a university within reach (a test checks it).
  return { lat: hood.lat, lng: hood.lng, nearby: nearbyUniversities(hood) };
}

/** Titles name a partner university when one is close, otherwise the nearest. */
function featuredUniversity(rng: Random, nearby: readonly NearbyText[]): NearbyText {
  const partner = nearby.find((n) => n.university.isPartner && n.distanceM <= 1500);
  const first = nearby[0];
  if (!first) throw new Error("a listing always has a university nearby");
  return partner && rng.chance(0.6) ? partner : first;
}

// ---------------------------------------------------------------------------------------
// Rooms and money

type Layout = { bedrooms: number; beds: number[]; privateBathrooms: boolean[]; bathrooms: number };

function roomLayout(rng: Random, kind: Kind): Layout {
  const bedrooms =
    kind === "coliving-room"
      ? rng.weighted([
          [2, 0.15],
          [3, 0.35],
          [4, 0.5],
        ])
      : kind === "residence-studio"
        ? 1
        : kind === "residence-room"
          ? rng.weighted([
              [2, 0.55],
              [3, 0.3],
              [4, 0.15],
            ])
          : kind === "apartment-room"
            ? rng.weighted([
                [2, 0.4],
                [3, 0.45],
                [4, 0.15],
              ])
            : rng.weighted([
                [1, 0.35],
                [2, 0.35],
                [3, 0.22],
                [4, 0.08],
              ]);
  const sharedShare = kind === "coliving-room" ? 0.15 : kind === "residence-room" ? 0.12 : 0;
  const suiteShare =
    kind === "residence-room" ? 0.55 : kind === "coliving-room" ? 0.3 : kind === "apartment-room" ? 0.2 : 0;
  const beds: number[] = Array.from({ length: bedrooms }, () => (rng.chance(sharedShare) ? 2 : 1));
  let privateBathrooms: boolean[];
  if (kind === "apartment" || kind === "sale") {
    // The main bedroom of a home with two or more is usually a suite.
    privateBathrooms = Array.from({ length: bedrooms }, (_, i) => bedrooms > 1 && i === 0 && rng.chance(0.7));
    // The main bedroom of a whole home often takes a couple.
    if (kind === "apartment") beds[0] = rng.chance(0.5) ? 2 : 1;
  } else if (kind === "residence-studio") {
    privateBathrooms = [true];
  } else {
    privateBathrooms = Array.from({ length: bedrooms }, () => rng.chance(suiteShare));
  }
  const suites = privateBathrooms.filter(Boolean).length;
  const others = bedrooms - suites;
  const bathrooms = suites + (others === 0 ? 0 : kind === "apartment" || kind === "sale" ? 1 : Math.ceil(others / 2));
  return { bedrooms, beds, privateBathrooms, bathrooms: Math.max(1, bathrooms) };
}

function roomRentCents(rng: Random, kind: Kind, level: number, suite: boolean, sharedBed: boolean): number {
  // 2026 São Paulo asking rents in reais, before the neighbourhood's level.
  const [min, max, lo, hi] =
    kind === "coliving-room"
      ? [1400, 3200, 1550, 2600]
      : kind === "residence-room"
        ? [1800, 4500, 2000, 3500]
        : [1300, 2800, 1350, 2300];
  let reais = rng.range(lo, hi) * level;
  if (suite) reais += rng.range(200, 450);
  if (sharedBed) reais *= 0.72;
  return roundTo(clamp(reais, min, max), 50) * 100;
}

function wholeRentCents(rng: Random, bedrooms: number, level: number): number {
  const reais =
    bedrooms === 1
      ? clamp(rng.range(2300, 4600) * level, 2200, 5500)
      : bedrooms <= 3
        ? clamp(rng.range(3600, 7000) * level + (bedrooms - 2) * 900, 3500, 9000)
        : clamp(rng.range(6500, 10_000) * level, 6000, 13_000);
  return roundTo(reais, 50) * 100;
}

function areaFor(rng: Random, kind: Kind, bedrooms: number): number {
  switch (kind) {
    case "coliving-room":
      return 70 + bedrooms * 18 + rng.int(0, 60);
    case "residence-studio":
      return rng.int(16, 28);
    case "residence-room":
      return 12 + bedrooms * 14 + rng.int(0, 12);
    default:
      return bedrooms === 1
        ? rng.int(28, 52)
        : bedrooms === 2
          ? rng.int(50, 82)
          : bedrooms === 3
            ? rng.int(74, 125)
            : rng.int(110, 190);
  }
}

function billsFor(rng: Random, kind: Kind, furnished: boolean) {
  if (kind === "sale") return { water: false, electricity: false, internet: false, cleaning: false };
  if (kind === "coliving-room" || kind.startsWith("residence")) {
    if (rng.chance(0.85))
      return { water: true, electricity: true, internet: true, cleaning: kind === "coliving-room" || rng.chance(0.7) };
    return { water: true, electricity: false, internet: true, cleaning: rng.chance(0.5) };
  }
  if (kind === "apartment-room") {
    const split = rng.chance(0.6);
    return { water: split, electricity: false, internet: split, cleaning: false };
  }
  return { water: rng.chance(0.25), electricity: false, internet: furnished && rng.chance(0.3), cleaning: false };
}

/**
 * Its own stream for the bills' estimates (issue 22), drawn apart from the listing's: the
 * listings every other draw made stay exactly as they were.
 */
const BILL_STREAM = 0x0b111;

/**
 * Gas, and each bill's monthly estimate when the rent does not include it, in centavos, as
 * São Paulo's 2026 bills run: Sabesp's water, Enel's electricity (more with air conditioning),
 * Comgás' gas (none without a gas shower or piped gas), a broadband plan, a cleaner every other
 * week for a whole home. A room's share is a room's: a fraction of the home's.
 */
function billEstimatesFor(
  rng: Random,
  kind: Kind,
  included: { water: boolean; electricity: boolean; internet: boolean; cleaning: boolean },
  home: { bedrooms: number; level: number; gas: boolean; cooled: boolean },
) {
  if (kind === "sale") {
    return {
      billsGas: false,
      waterEstimateCents: 0,
      electricityEstimateCents: 0,
      gasEstimateCents: 0,
      internetEstimateCents: 0,
      cleaningEstimateCents: 0,
    };
  }
  const room = kind !== "apartment" && kind !== "residence-studio";
  const share = room ? 1 / Math.max(home.bedrooms, 2) + 0.1 : 1;
  const reais = (whole: number) => roundTo(whole * share * (0.85 + 0.3 * rng.float()) * Math.sqrt(home.level), 5);
  const billsGas = home.gas && included.water && (room || rng.chance(0.2));
  const estimate = (isIncluded: boolean, whole: number) => (isIncluded ? 0 : reais(whole) * 100);
  return {
    billsGas,
    waterEstimateCents: estimate(included.water, 55 + 25 * home.bedrooms),
    electricityEstimateCents: estimate(included.electricity, 90 + 65 * home.bedrooms + (home.cooled ? 90 : 0)),
    gasEstimateCents: home.gas ? estimate(billsGas, 45 + 12 * home.bedrooms) : 0,
    internetEstimateCents: estimate(included.internet, 115),
    // A whole home's tenants clean it themselves unless they hire someone: no bill to estimate.
    cleaningEstimateCents: room ? estimate(included.cleaning, 320) : 0,
  };
}

/**
 * Its own stream for stays and verification (issue 22), drawn apart from the listing's, as the
 * bills' are: every other seeded value stays exactly as it was.
 */
const STAY_STREAM = 0x057a4;

/**
 * The longest stay a listing takes, whether staff verified it, and until when its taken rooms are
 * let. Residences and colivings often cap a stay at a year or two (their beds turn over each
 * term); apartments almost never do. Staff have verified about a fifth of the published listings,
 * by a visit or, for owners far from the office, a video call, some days after they went live.
 * A taken room is let to the end of a term, mostly: July or December, sometimes a month.
 */
function staysAndVerificationFor(
  rng: Random,
  listing: {
    kind: Kind;
    minContractMonths: number;
    availableFrom: string | null;
    publishedAt: Date | null;
    now: number;
  },
) {
  const { kind, minContractMonths, publishedAt, now } = listing;
  const drawn: number | null =
    kind === "sale"
      ? null
      : kind === "coliving-room"
        ? rng.weighted<number | null>([
            [6, 0.2],
            [12, 0.45],
            [null, 0.35],
          ])
        : kind.startsWith("residence")
          ? rng.weighted<number | null>([
              [12, 0.55],
              [24, 0.15],
              [null, 0.3],
            ])
          : rng.weighted<number | null>([
              [24, kind === "apartment" ? 0.05 : 0.1],
              [12, kind === "apartment" ? 0 : 0.1],
              [null, kind === "apartment" ? 0.95 : 0.8],
            ]);
  const verified = publishedAt !== null && rng.chance(0.2);
  const verifiedAt = verified ? new Date(Math.min(now, publishedAt.getTime() + rng.range(1, 20) * DAY_MS)) : null;
  const method = rng.chance(0.6) ? "visit" : "video_call";
  const termEnds = [7, 12].map((month) => {
    const year = new Date(now).getUTCFullYear();
    const end = isoDate(Date.UTC(year, month, 0));
    return end > isoDate(now) ? end : isoDate(Date.UTC(year + 1, month, 0));
  });
  const roomEnds = Array.from({ length: 8 }, () =>
    rng.chance(0.25) ? null : rng.chance(0.8) ? rng.pick(termEnds) : lastOfMonth(now + rng.int(20, 300) * DAY_MS),
  );
  return {
    property: {
      // A maximum below the listing's own minimum would refuse every stay: none then.
      maxStayMonths: drawn !== null && drawn >= minContractMonths ? drawn : null,
      verifiedAt,
      verificationMethod: verifiedAt === null ? null : method,
      verifiedBy: null,
    } satisfies Partial<SeedProperty>,
    occupiedUntil: (room: number): string | null => (kind === "sale" ? null : (roomEnds[room % 8] ?? null)),
  };
}

function genderFor(rng: Random, type: AccommodationType): GenderPreference {
  const [female, male] =
    type === "coliving" ? [0.18, 0.07] : type === "residencia_estudantil" ? [0.12, 0.03] : [0.04, 0.01];
  return rng.weighted<GenderPreference>([
    ["any", 1 - female - male],
    ["female", female],
    ["male", male],
  ]);
}

function statusFor(rng: Random, total: number): ListingStatus {
  if (total <= MIXED_STATUS_ABOVE) return "published";
  return rng.weighted<ListingStatus>([
    ["published", 0.92],
    ["draft", 0.03],
    ["pending", 0.02],
    ["archived", 0.03],
  ]);
}

function complementFor(rng: Random, kind: Kind): string {
  const floor = rng.int(1, 18);
  const unit = rng.int(1, 4);
  switch (kind) {
    case "coliving-room":
      return rng.chance(0.15) ? `Casa ${rng.int(1, 3)}` : "";
    case "residence-room":
    case "residence-studio":
      return `Unidade ${Math.min(floor, 9)}${String(unit).padStart(2, "0")}`;
    default:
      return rng.chance(0.12) ? `Bloco ${rng.pick(["A", "B", "C"])}, apto ${floor}${unit}` : `Apto ${floor}${unit}`;
  }
}

// ---------------------------------------------------------------------------------------
// Amenities

type Odds = Partial<Record<AmenityFlag, number>>;

const COLIVING_ODDS: Odds = {
  hasFurniture: 1,
  hasRefrigerator: 1,
  hasStove: 0.95,
  hasMicrowave: 0.9,
  hasWashingMachine: 0.65,
  hasLaundry: 0.6,
  hasCabinets: 0.8,
  hasTV: 0.6,
  hasAirConditioning: 0.25,
  hasBalcony: 0.35,
  hasMeetingRoom: 0.35,
  hasGrill: 0.25,
  hasLift: 0.3,
  hasLobby: 0.25,
  hasBlindex: 0.5,
  hasUtilityRoom: 0.4,
  hasPipedGas: 0.4,
  hasGym: 0.12,
  hasPartyRoom: 0.1,
  hasPool: 0.06,
  hasSauna: 0.03,
  hasSportCourt: 0.03,
  acceptPets: 0.15,
  isPenthouse: 0.02,
};

const RESIDENCE_ODDS: Odds = {
  hasFurniture: 1,
  hasLaundry: 0.95,
  hasLobby: 0.95,
  hasLift: 0.9,
  hasCabinets: 0.9,
  hasRefrigerator: 0.9,
  hasMicrowave: 0.85,
  hasMeetingRoom: 0.8,
  hasBlindex: 0.7,
  hasStove: 0.6,
  hasGym: 0.55,
  hasTV: 0.5,
  hasAirConditioning: 0.45,
  hasPartyRoom: 0.3,
  hasGrill: 0.25,
  hasBalcony: 0.15,
  hasPool: 0.15,
  hasSportCourt: 0.1,
  hasWashingMachine: 0.1,
  hasSauna: 0.05,
  acceptPets: 0.05,
};

const APARTMENT_ODDS: Odds = {
  hasUtilityRoom: 0.85,
  hasCabinets: 0.85,
  hasLift: 0.75,
  hasBlindex: 0.75,
  hasLobby: 0.7,
  hasPartyRoom: 0.55,
  hasBalcony: 0.5,
  hasPipedGas: 0.5,
  acceptPets: 0.45,
  hasGym: 0.4,
  hasPool: 0.35,
  hasGrill: 0.3,
  hasAirConditioning: 0.3,
  hasSauna: 0.2,
  hasLaundry: 0.15,
  hasSportCourt: 0.15,
  hasMeetingRoom: 0.05,
};

/** Amenities that make the "the building has ..." sentence, in the order worth telling. */
const HIGHLIGHTS: readonly (readonly [AmenityFlag, Bilingual])[] = [
  ["hasPool", { pt: "piscina", en: "a pool" }],
  ["hasGym", { pt: "academia", en: "a gym" }],
  ["hasMeetingRoom", { pt: "sala de estudos", en: "a study room" }],
  ["hasLaundry", { pt: "lavanderia", en: "a laundry room" }],
  ["hasBalcony", { pt: "varanda", en: "a balcony" }],
  ["hasGrill", { pt: "churrasqueira", en: "a barbecue area" }],
  ["hasAirConditioning", { pt: "ar-condicionado", en: "air conditioning" }],
  ["hasPartyRoom", { pt: "salão de festas", en: "a party room" }],
  ["hasSportCourt", { pt: "quadra", en: "a sports court" }],
  ["hasSauna", { pt: "sauna", en: "a sauna" }],
  ["hasLobby", { pt: "portaria", en: "a front desk" }],
  ["hasLift", { pt: "elevador", en: "a lift" }],
];

function amenitiesFor(rng: Random, kind: Kind, level: number, bedrooms: number, furnish: boolean): AmenityFlags {
  const odds =
    kind === "coliving-room" ? COLIVING_ODDS : kind.startsWith("residence") ? RESIDENCE_ODDS : APARTMENT_ODDS;
  const flags = Object.fromEntries(AMENITY_FLAGS.map((f) => [f, false])) as AmenityFlags;
  // Pricier neighbourhoods have better-equipped buildings.
  const buildingBoost = clamp(level, 0.8, 1.3);
  for (const flag of AMENITY_FLAGS) {
    let p = odds[flag] ?? 0;
    if (flag === "hasGym" || flag === "hasPool" || flag === "hasSauna" || flag === "hasPartyRoom") p *= buildingBoost;
    flags[flag] = rng.chance(p);
  }
  if (kind === "apartment" || kind === "sale") {
    const furnishedShare = kind === "sale" ? 0.2 : 0.45;
    flags.hasFurniture = furnish || rng.chance(furnishedShare);
    flags.isPenthouse = bedrooms >= 2 && rng.chance(0.04);
  }
  if (kind === "apartment-room") flags.hasFurniture = true;
  if (flags.hasFurniture) {
    flags.hasRefrigerator = flags.hasRefrigerator || rng.chance(0.9);
    flags.hasStove = flags.hasStove || rng.chance(0.85);
    flags.hasMicrowave = flags.hasMicrowave || rng.chance(0.7);
    flags.hasWashingMachine = flags.hasWashingMachine || (kind !== "residence-room" && rng.chance(0.5));
    flags.hasTV = flags.hasTV || rng.chance(0.3);
  }
  // A shower is heated by gas or by electricity, never both.
  flags.hasGasShower = rng.chance(kind === "apartment" || kind === "sale" ? 0.55 : 0.45);
  flags.hasElectricShower = !flags.hasGasShower;
  if (flags.hasGasShower && (kind === "apartment" || kind === "sale")) flags.hasPipedGas = true;
  return flags;
}

function highlightsFor(flags: AmenityFlags): Bilingual[] {
  return HIGHLIGHTS.filter(([flag]) => flags[flag])
    .slice(0, 4)
    .map(([, text]) => text);
}

function inRoomItemsFor(rng: Random, kind: Kind, flags: AmenityFlags): InRoomItem[] {
  const items = new Set<InRoomItem>();
  if (kind === "sale") return [];
  if (flags.hasFurniture) {
    items.add("bed");
    items.add("wardrobe");
    const student = kind !== "apartment";
    if (!student || rng.chance(0.85)) {
      if (student || rng.chance(0.5)) {
        items.add("desk");
        items.add("chair");
      }
    }
    if (rng.chance(0.7)) items.add("curtains");
    if (flags.hasAirConditioning) items.add("airConditioning");
    if (flags.hasTV && rng.chance(0.4)) items.add("tv");
    if (rng.chance(kind.startsWith("residence") ? 0.4 : 0.1)) items.add("minibar");
  }
  return IN_ROOM_ITEMS.filter((item) => items.has(item));
}

// ---------------------------------------------------------------------------------------
// Photos

const SALE_BLOCK = 1024;
const saleCounts = new Map<number, Map<number, Uint16Array>>();
const blockStarts = new Map<number, number[]>();

/**
 * How many listings before this one are for sale. Sale listings, a tenth of the catalogue,
 * take their first photos in this order, so the sale list never repeats one either. Counted
 * from each listing's first draw, by blocks cached per seed: any slice stays cheap to generate.
 */
function saleRank(seed: number, index: number): number {
  let counts = saleCounts.get(seed);
  let starts = blockStarts.get(seed);
  if (!counts || !starts) {
    counts = new Map();
    starts = [0];
    saleCounts.set(seed, counts);
    blockStarts.set(seed, starts);
  }
  const blockCounts = (block: number) => {
    let prefix = counts.get(block);
    if (!prefix) {
      prefix = new Uint16Array(SALE_BLOCK + 1);
      for (let i = 0; i < SALE_BLOCK; i++) {
        const sale = new Random(streamSeed(seed, block * SALE_BLOCK + i)).chance(SALE_SHARE);
        prefix[i + 1] = (prefix[i] ?? 0) + (sale ? 1 : 0);
      }
      counts.set(block, prefix);
    }
    return prefix;
  };
  const block = Math.floor(index / SALE_BLOCK);
  for (let b = starts.length; b <= block; b++)
    starts.push((starts[b - 1] ?? 0) + (blockCounts(b - 1)[SALE_BLOCK] ?? 0));
  return (starts[block] ?? 0) + (blockCounts(block)[index - block * SALE_BLOCK] ?? 0);
}

/** The listing's photos: pool scenes chosen by `choosePhotos` (photos/choose-photos.ts), as rows. */
function photosFor(rng: Random, request: PhotoRequest): SeedPhoto[] {
  return choosePhotos(rng, request).map((scene, i) => ({
    position: i + 1,
    storageKey: sceneKey(scene.name),
    width: POOL_PHOTO_SIZE.width,
    height: POOL_PHOTO_SIZE.height,
    altPt: scene.altPt,
    altEn: scene.altEn,
  }));
}

// ---------------------------------------------------------------------------------------
// Small helpers

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const roundTo = (n: number, step: number) => Math.round(n / step) * step;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const truncateToSecond = (ms: number) => Math.floor(ms / 1000) * 1000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const lastOfMonth = (ms: number) => {
  const d = new Date(ms);
  return isoDate(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
};
const addDays = (iso: string, days: number) => isoDate(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS);
const firstOfMonth = (ms: number) => {
  const d = new Date(ms);
  return isoDate(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
};
