import {
  BILL_ESTIMATE_FIELDS,
  LISTING_FORM_IMPLIED as IMPLIED,
  type ListingForm,
  type MinContractMonths,
} from "@campuslar/domain/listing/listing-form";
import { centsToReais, reaisToCents } from "@campuslar/domain/money/money";
import { BILLS, type Bill } from "@campuslar/domain/property/all-in-cost";
import { ACCOMMODATION_TYPE_NAMES, AMENITY_FLAGS, type AmenityFlags } from "@campuslar/domain/property/property-enums";
import { MAX_STAY_MONTHS_OPTIONS, type MaxStayMonths } from "@campuslar/domain/property/stay";
import { normalizeSearchText } from "@campuslar/domain/search/normalize";
import { normalizeStreetText } from "@campuslar/domain/search/street-types";
import { NEIGHBOURHOODS } from "../../db/reference/neighbourhoods.ts";
import type { properties } from "../../db/schema/catalogue.ts";

type PropertyRow = typeof properties.$inferSelect;
type PropertyWrite = Omit<typeof properties.$inferInsert, "id" | "code" | "createdAt">;

/** Praça da Sé, the city's marco zero: where a listing in a neighbourhood we do not know is placed. */
export const CITY_CENTRE = { lat: -23.5505, lng: -46.6333 } as const;

const hoodByName = new Map(NEIGHBOURHOODS.map((hood) => [normalizeSearchText(hood.name), hood]));

/** The neighbourhood's centre (the seed's list), or the city centre for one we do not know. */
export function locate(neighbourhood: string | undefined): { lat: number; lng: number } {
  const hood = neighbourhood ? hoodByName.get(normalizeSearchText(neighbourhood)) : undefined;
  return hood ? { lat: hood.lat, lng: hood.lng } : { ...CITY_CENTRE };
}

/** Each bill's columns: included in the rent, and its estimate in centavos (0: none, or included). */
const BILL_COLUMNS = {
  water: { included: "billsWater", estimate: "waterEstimateCents" },
  electricity: { included: "billsElectricity", estimate: "electricityEstimateCents" },
  gas: { included: "billsGas", estimate: "gasEstimateCents" },
  internet: { included: "billsInternet", estimate: "internetEstimateCents" },
  cleaning: { included: "billsCleaning", estimate: "cleaningEstimateCents" },
} as const satisfies Record<Bill, { included: keyof PropertyRow; estimate: keyof PropertyRow }>;

type BillColumns = Pick<
  PropertyWrite,
  (typeof BILL_COLUMNS)[Bill]["included"] | (typeof BILL_COLUMNS)[Bill]["estimate"]
>;

/**
 * The bills' columns of a form: included or not, and the estimate of each one not included. An
 * included bill's estimate is 0 (the form keeps what was typed, in case the box is unticked); one
 * not given yet, in a draft, is 0 too. The database adds them into `all_in_cents` itself.
 */
function billColumns(form: ListingForm): BillColumns {
  const included = new Set(form.includedBills ?? []);
  const columns: Record<string, boolean | number> = {};
  for (const bill of BILLS) {
    const { included: flag, estimate } = BILL_COLUMNS[bill];
    columns[flag] = included.has(bill);
    columns[estimate] = included.has(bill) ? 0 : reaisToCents(form[BILL_ESTIMATE_FIELDS[bill]] ?? 0);
  }
  return columns as BillColumns;
}

/**
 * The columns a saved form stands for. A draft may lack what a column requires: those get
 * placeholders (nobody sees a draft but its owner, and `ownerForm` keeps what was typed); by
 * the time staff publish it, submit has made sure every required field is there.
 */
export function formToColumns(form: ListingForm, code: string): PropertyWrite {
  const title = form.title ?? "";
  const type = form.type ?? "apartamento";
  const street = form.street ?? "";
  const neighbourhood = form.neighbourhood ?? "";
  const city = form.city ?? IMPLIED.city;
  const amenities = new Set(form.amenities ?? []);
  return {
    purpose: "rent",
    type,
    advertisedUnit: form.advertisedUnit ?? IMPLIED.advertisedUnit,
    // English only when the owner wrote it: an empty column makes English pages show the
    // Portuguese, marked as Portuguese (domain `localizedText`).
    titlePt: title,
    titleEn: form.titleEn ?? "",
    descriptionPt: form.description ?? "",
    descriptionEn: form.descriptionEn ?? "",
    street,
    number: form.number ?? "",
    complement: form.complement ?? "",
    neighbourhood,
    city,
    state: form.state ?? IMPLIED.state,
    postalCode: form.postalCode ?? "",
    ...locate(neighbourhood),
    rentCents: form.rentAmount === undefined ? null : reaisToCents(form.rentAmount),
    ...billColumns(form),
    bedrooms: form.bedrooms ?? 1,
    bathrooms: form.bathrooms ?? 1,
    capacity: form.capacity ?? 1,
    areaM2: form.areaM2 ?? 0,
    sharedBedroom: form.sharedBedroom ?? IMPLIED.sharedBedroom,
    sharedBathroom: form.sharedBathroom ?? IMPLIED.sharedBathroom,
    inRoomItems: form.inRoomItems ?? [],
    genderPreference: form.genderPreference ?? IMPLIED.genderPreference,
    smokersAllowed: form.smokersAllowed ?? IMPLIED.smokersAllowed,
    minAge: form.minAge ?? null,
    maxAge: form.maxAge ?? null,
    minContractMonths: form.minContractMonths ?? 6,
    maxStayMonths: form.maxStayMonths ?? null,
    availableFrom: form.availableFrom ?? null,
    cancellationPolicy: form.cancellationPolicy ?? IMPLIED.cancellationPolicy,
    ...(Object.fromEntries(AMENITY_FLAGS.map((flag) => [flag, amenities.has(flag)])) as AmenityFlags),
    ownerForm: form,
    // The type's name in both languages too: "apartment Butantã" finds a Portuguese-only listing.
    // The street's type spelled out, as a search spells it: "R. Augusta" is found as "Rua Augusta".
    searchText: normalizeSearchText(
      [
        normalizeStreetText(street),
        neighbourhood,
        city,
        title,
        form.titleEn ?? "",
        ...Object.values(ACCOMMODATION_TYPE_NAMES[type]),
        code,
      ].join(" "),
    ),
  };
}

const isMinContract = (months: number): months is MinContractMonths => [3, 6, 12].includes(months);
const isMaxStay = (months: number | null): months is MaxStayMonths =>
  months !== null && (MAX_STAY_MONTHS_OPTIONS as readonly number[]).includes(months);
const within = (value: number, min: number, max: number) => (value >= min && value <= max ? value : undefined);

/**
 * The form of a listing: as its owner saved it, or, for a listing made before the owner API
 * (the seed's), read back from its columns so the owner can edit it just the same.
 */
export function formFromRow(row: PropertyRow): ListingForm {
  if (row.ownerForm) return row.ownerForm as ListingForm;
  const form: ListingForm = {
    advertisedUnit: row.advertisedUnit,
    type: row.type,
    title: row.titlePt,
    description: row.descriptionPt || undefined,
    titleEn: row.titleEn || undefined,
    descriptionEn: row.descriptionEn || undefined,
    postalCode: row.postalCode || undefined,
    street: row.street || undefined,
    number: row.number || undefined,
    complement: row.complement || undefined,
    neighbourhood: row.neighbourhood || undefined,
    city: row.city,
    state: row.state as ListingForm["state"],
    areaM2: within(row.areaM2, 8, 2000),
    bedrooms: within(row.bedrooms, 1, 20),
    bathrooms: within(row.bathrooms, 1, 20),
    capacity: within(row.capacity, 1, 40),
    amenities: AMENITY_FLAGS.filter((flag) => row[flag]),
    sharedBedroom: row.sharedBedroom,
    sharedBathroom: row.sharedBathroom,
    inRoomItems: row.inRoomItems as ListingForm["inRoomItems"],
    genderPreference: row.genderPreference,
    smokersAllowed: row.smokersAllowed,
    minAge: row.minAge ?? undefined,
    maxAge: row.maxAge ?? undefined,
    rentAmount: row.rentCents === null ? undefined : centsToReais(row.rentCents),
    minContractMonths: isMinContract(row.minContractMonths) ? row.minContractMonths : undefined,
    maxStayMonths: isMaxStay(row.maxStayMonths) ? row.maxStayMonths : undefined,
    includedBills: BILLS.filter((bill) => row[BILL_COLUMNS[bill].included]),
    // Each bill not included with what its column holds: a listing made before the owner API
    // priced its bills, if at all, in those columns.
    ...Object.fromEntries(
      BILLS.filter((bill) => !row[BILL_COLUMNS[bill].included]).map((bill) => [
        BILL_ESTIMATE_FIELDS[bill],
        centsToReais(row[BILL_COLUMNS[bill].estimate]),
      ]),
    ),
    availableFrom: row.availableFrom ?? undefined,
    cancellationPolicy: row.cancellationPolicy,
  };
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined)) as ListingForm;
}
