import type { CommuteSummary } from "@campuslar/domain/commute/commute-dto";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { localizedText } from "@campuslar/domain/i18n/localized-text";
import { PHOTO_ASPECT, PHOTO_WIDTHS, type PhotoFormat, photoUrl } from "@campuslar/domain/media/photo-sizes";
import { centsToReais } from "@campuslar/domain/money/money";
import { priceScopeOf, vacancies } from "@campuslar/domain/property/price-scope";
import type { Photo, PropertyListItem } from "@campuslar/domain/property/property-dto";
import { AMENITY_FLAGS, type AmenityFlags } from "@campuslar/domain/property/property-enums";
import { roomIdentity } from "@campuslar/domain/property/rooms";
import { isAvailableNow } from "@campuslar/domain/property/stay";
import { getTableColumns } from "drizzle-orm";
import { customers, properties } from "../../db/schema/catalogue.ts";
import { isVerificationCurrent } from "./verification-policy.ts";

const pick = <T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;

/** The columns a list item needs, selected explicitly (never the owner's contact details). */
export const listItemColumns = {
  ...pick(getTableColumns(properties), [
    "id",
    "code",
    "purpose",
    "type",
    "titlePt",
    "titleEn",
    "street",
    "neighbourhood",
    "city",
    "state",
    "lat",
    "lng",
    "rentCents",
    "salePriceCents",
    "allInCents",
    "bedrooms",
    "bathrooms",
    "garageSpaces",
    "capacity",
    "occupants",
    "areaM2",
    "sponsored",
    "createdAt",
    "availableFrom",
    "verifiedAt",
    ...AMENITY_FLAGS,
  ]),
  customerSlug: customers.slug,
  customerName: customers.name,
};

export type ListItemRow = {
  id: number;
  code: string;
  purpose: PropertyListItem["purpose"];
  type: PropertyListItem["type"];
  titlePt: string;
  titleEn: string;
  street: string;
  neighbourhood: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  rentCents: number | null;
  salePriceCents: number | null;
  allInCents: number | null;
  bedrooms: number;
  bathrooms: number;
  garageSpaces: number;
  capacity: number;
  occupants: number;
  areaM2: number;
  sponsored: boolean;
  createdAt: Date;
  availableFrom: string | null;
  verifiedAt: Date | null;
  customerSlug: string | null;
  customerName: string | null;
} & AmenityFlags;

export type PhotoRow = {
  storageKey: string;
  width: number;
  height: number;
  altPt: string;
  altEn: string;
  hasAvif: boolean;
};
export type RoomRow = { privateBathroom: boolean; available: boolean };
export type NearbyRow = { slug: string; shortName: string; distanceM: number };

export type Related = { rooms: RoomRow[]; photos: PhotoRow[]; nearby: NearbyRow[] };

/** Every stored size of a photo; `url` is the middle one, right for cards. */
export function toPhoto(row: PhotoRow, locale: Locale): Photo {
  const sizes = (format: PhotoFormat) =>
    PHOTO_WIDTHS.map((width) => ({
      url: photoUrl(row.storageKey, width, format),
      width,
      height: Math.round(width / PHOTO_ASPECT),
    }));
  const variants = sizes("webp");
  const middle = variants[1] ?? variants[0];
  return {
    url: middle?.url ?? "",
    width: middle?.width ?? row.width,
    height: middle?.height ?? row.height,
    alt: locale === "en" ? row.altEn : row.altPt,
    variants,
    avifVariants: row.hasAvif ? sizes("avif") : [],
  };
}

/** The title in `locale`, or the Portuguese one, said to be Portuguese, when there is no English. */
function titleIn(locale: Locale, row: { titlePt: string; titleEn: string }) {
  const { text, language } = localizedText(locale, row.titlePt, row.titleEn);
  return { title: text, titleLanguage: language };
}

/**
 * A list item; `commute` is the search's (to the university it names), present only when one is
 * stored. `today` is São Paulo's date (`saoPauloDate`): a rental free from a day not after it is
 * free now, which `availableFrom` says with null, as documented, rather than with a past date.
 */
export function toListItem(
  row: ListItemRow,
  related: Related,
  locale: Locale,
  today: string,
  commute?: CommuteSummary,
): PropertyListItem {
  const amenities = Object.fromEntries(AMENITY_FLAGS.map((flag) => [flag, row[flag]])) as AmenityFlags;
  const free = vacancies(row);
  return {
    code: row.code,
    purpose: row.purpose,
    type: row.type,
    ...titleIn(locale, row),
    address: { street: row.street, neighbourhood: row.neighbourhood, city: row.city, state: row.state },
    location: { lat: row.lat, lng: row.lng },
    rentAmount: centsToReais(row.rentCents ?? 0),
    salePrice: row.salePriceCents === null ? null : centsToReais(row.salePriceCents),
    allInMonthly: row.allInCents === null ? null : centsToReais(row.allInCents),
    priceScope: priceScopeOf({ capacity: row.capacity, vacancies: free }),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    garageSpaces: row.garageSpaces,
    capacity: row.capacity,
    occupants: row.occupants,
    vacancies: free,
    areaM2: row.areaM2,
    furnished: row.hasFurniture,
    ...amenities,
    rooms: related.rooms.map((room, index) => ({ ...roomIdentity(room, index), available: room.available })),
    nearbyUniversities: related.nearby.map((n) => ({ slug: n.slug, name: n.shortName, distanceM: n.distanceM })),
    photos: related.photos.map((p) => toPhoto(p, locale)),
    sponsored: row.sponsored,
    customer: row.customerSlug && row.customerName ? { slug: row.customerSlug, name: row.customerName } : null,
    createdAt: row.createdAt.toISOString(),
    availableFrom: row.purpose === "rent" && !isAvailableNow(row.availableFrom, today) ? row.availableFrom : null,
    // Issue 34.12: only while the verification holds; an older one is due again, and says so on its page.
    verified: isVerificationCurrent(row.verifiedAt, today),
    ...(commute ? { commute } : {}),
  };
}
