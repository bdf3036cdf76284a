/** Every enumeration of a listing, defined once; the database enums and the API schemas use these. */

export const PURPOSES = ["rent", "sale"] as const;
export type Purpose = (typeof PURPOSES)[number];

/** Spec §3: Coliving, Apartamento, Residência Estudantil. */
export const ACCOMMODATION_TYPES = ["coliving", "apartamento", "residencia_estudantil"] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

/**
 * The name of each type in both languages, spelled once (spec §3 writes "Residência
 * Estudantil"): the web's catalogues, the e-mails and the demo texts all read it from here.
 */
export const ACCOMMODATION_TYPE_NAMES = {
  coliving: { pt: "Coliving", en: "Coliving" },
  apartamento: { pt: "Apartamento", en: "Apartment" },
  residencia_estudantil: { pt: "Residência Estudantil", en: "Student residence" },
} as const satisfies Record<AccommodationType, { pt: string; en: string }>;

export const LISTING_STATUSES = ["draft", "pending", "published", "archived"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Listing-creation form: the owner advertises the whole property or only a room. */
export const ADVERTISED_UNITS = ["whole", "room"] as const;
export type AdvertisedUnit = (typeof ADVERTISED_UNITS)[number];

/** Sharing preference of a listing (spec: gender male or female), `any` when none. */
export const GENDER_PREFERENCES = ["any", "male", "female"] as const;
export type GenderPreference = (typeof GENDER_PREFERENCES)[number];

/** The amenity flags of spec §3, spelled as there; each is a boolean column and JSON field. */
export const AMENITY_FLAGS = [
  "hasGasShower",
  "hasLift",
  "hasBalcony",
  "hasCabinets",
  "hasMeetingRoom",
  "hasBlindex",
  "hasAirConditioning",
  "hasSauna",
  "hasWashingMachine",
  "hasElectricShower",
  "hasLaundry",
  "hasGrill",
  "hasGym",
  "hasPool",
  "hasUtilityRoom",
  "hasPartyRoom",
  "hasRefrigerator",
  "isPenthouse",
  "hasStove",
  "hasMicrowave",
  "hasPipedGas",
  "hasLobby",
  "hasFurniture",
  "acceptPets",
  "hasSportCourt",
  "hasTV",
] as const;
export type AmenityFlag = (typeof AMENITY_FLAGS)[number];
export type AmenityFlags = Record<AmenityFlag, boolean>;

/**
 * The spec's flags are not all things a place comes with. `acceptPets` is a house rule: shown
 * with the other rules of living there ("Pets allowed" / "No pets"), never as an amenity the
 * place lacks. `isPenthouse` describes the home: worth saying when true, meaningless as "missing".
 */
export const HOUSE_RULE_FLAGS = ["acceptPets"] as const satisfies readonly AmenityFlag[];
export const CHARACTERISTIC_FLAGS = ["isPenthouse"] as const satisfies readonly AmenityFlag[];

const NOT_EQUIPMENT: readonly AmenityFlag[] = [...HOUSE_RULE_FLAGS, ...CHARACTERISTIC_FLAGS];
/** The amenities proper: what a listing shows as included or as not included. */
export const EQUIPMENT_FLAGS: readonly AmenityFlag[] = AMENITY_FLAGS.filter((flag) => !NOT_EQUIPMENT.includes(flag));
/** What a listing shows it has: its equipment and characteristics, never its rules. */
export const FEATURE_FLAGS: readonly AmenityFlag[] = AMENITY_FLAGS.filter(
  (flag) => !(HOUSE_RULE_FLAGS as readonly AmenityFlag[]).includes(flag),
);

/** Inside the home vs in the building: the listing-creation form asks them separately. */
export const OUTSIDE_AMENITIES = [
  "hasLift",
  "hasMeetingRoom",
  "hasSauna",
  "hasLaundry",
  "hasGrill",
  "hasGym",
  "hasPool",
  "hasPartyRoom",
  "hasLobby",
  "hasSportCourt",
] as const satisfies readonly AmenityFlag[];

/** Items a room may come with (listing-creation form: in-room items). */
export const IN_ROOM_ITEMS = [
  "bed",
  "desk",
  "chair",
  "wardrobe",
  "airConditioning",
  "tv",
  "minibar",
  "curtains",
] as const;
export type InRoomItem = (typeof IN_ROOM_ITEMS)[number];

/** Bedroom filter options: one to four, where 4 means four or more (spec §9). */
export const BEDROOM_OPTIONS = [1, 2, 3, 4] as const;
/** The highest bedroom option, which counts that many bedrooms or more. */
export const BEDROOMS_OR_MORE = Math.max(...BEDROOM_OPTIONS);
