import type { CommuteLeg, UniversityCommute } from "@campuslar/domain/commute/commute-dto";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { localizedText } from "@campuslar/domain/i18n/localized-text";
import { centsToReais } from "@campuslar/domain/money/money";
import { isPropertyCode } from "@campuslar/domain/property/property-code";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import type { AccommodationType, Purpose } from "@campuslar/domain/property/property-enums";
import { roomIdentity } from "@campuslar/domain/property/rooms";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, properties, propertyUniversities, rooms, universities } from "../../db/schema/catalogue.ts";
import { commuteRoutes, propertyCommutes, transitNetworks } from "../../db/schema/transit.ts";
import { HttpError } from "../../lib/errors.ts";
import { commuteFromStored, type StoredCommute } from "../commute/commute-legs.ts";
import { ownerResponseStats } from "../rentals/owner-response-stats.ts";
import { approvedPhotosColumn } from "./load-related.ts";
import { priceMedians, pricePosition } from "./price-medians.ts";
import { listItemColumns, toListItem } from "./property-mapper.ts";
import { verificationView } from "./verification-policy.ts";

/**
 * `GET /v2/properties/{code}`: a published listing whole; anything else is not found. `university`
 * (a slug) adds that university's commute first when it is not among the nearby ones; a slug no
 * university has adds nothing. `today` (São Paulo's) decides whether it is free now; the route
 * gives its clock's, other callers the machine's.
 */
export function getProperty(
  db: Db,
  code: string,
  locale: Locale,
  university?: string,
  today: string = saoPauloDate(new Date()),
): Promise<PropertyDetail> {
  if (!isPropertyCode(code)) return Promise.reject(new HttpError("not_found", `No listing with code ${code}`));
  return readProperty(db, code, locale, university ?? null, today);
}

/**
 * The listing with its photos, rooms and universities in one statement, prepared once per
 * database (decision 020): a detail read is the commonest request, and one round trip with a
 * plan already made costs the database and this process a fraction of four.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareDetail>>();

function prepareDetail(db: Db) {
  return db
    .select({
      ...listItemColumns,
      descriptionPt: properties.descriptionPt,
      descriptionEn: properties.descriptionEn,
      advertisedUnit: properties.advertisedUnit,
      postalCode: properties.postalCode,
      condoFeeCents: properties.condoFeeCents,
      iptuCents: properties.iptuCents,
      billsWater: properties.billsWater,
      billsElectricity: properties.billsElectricity,
      billsInternet: properties.billsInternet,
      billsCleaning: properties.billsCleaning,
      billsGas: properties.billsGas,
      waterEstimateCents: properties.waterEstimateCents,
      electricityEstimateCents: properties.electricityEstimateCents,
      gasEstimateCents: properties.gasEstimateCents,
      internetEstimateCents: properties.internetEstimateCents,
      cleaningEstimateCents: properties.cleaningEstimateCents,
      sharedBedroom: properties.sharedBedroom,
      sharedBathroom: properties.sharedBathroom,
      inRoomItems: properties.inRoomItems,
      genderPreference: properties.genderPreference,
      smokersAllowed: properties.smokersAllowed,
      cancellationPolicy: properties.cancellationPolicy,
      minAge: properties.minAge,
      maxAge: properties.maxAge,
      minContractMonths: properties.minContractMonths,
      maxStayMonths: properties.maxStayMonths,
      verificationMethod: properties.verificationMethod,
      publishedAt: properties.publishedAt,
      ownerId: properties.ownerId,
      customerDescriptionPt: customers.descriptionPt,
      customerDescriptionEn: customers.descriptionEn,
      customerWebsite: customers.website,
      photos: approvedPhotosColumn,
      rooms: sql<RoomRow[]>`(select coalesce(json_agg(json_build_object(
          'available', ${rooms.available}, 'beds', ${rooms.beds},
          'privateBathroom', ${rooms.privateBathroom}, 'areaM2', ${rooms.areaM2},
          'rentCents', ${rooms.rentCents}, 'occupiedUntil', ${rooms.occupiedUntil}
        ) order by ${rooms.position}), '[]')
        from ${rooms} where ${rooms.propertyId} = ${properties.id})`,
      nearby: sql<NearbyRow[]>`(select coalesce(json_agg(json_build_object(
          'slug', ${universities.slug}, 'shortName', ${universities.shortName},
          'namePt', ${universities.namePt}, 'nameEn', ${universities.nameEn},
          'isPartner', ${universities.isPartner}, 'distanceM', ${propertyUniversities.distanceM}
        ) order by ${propertyUniversities.distanceM}), '[]')
        from ${propertyUniversities}
        join ${universities} on ${universities.id} = ${propertyUniversities.universityId}
        where ${propertyUniversities.propertyId} = ${properties.id})`,
      commutes: commutesColumn,
    })
    .from(properties)
    .leftJoin(customers, eq(customers.id, properties.customerId))
    .where(and(eq(properties.code, sql.placeholder("code")), eq(properties.status, "published")))
    .prepare("property_detail");
}

/**
 * The listing's stored commutes to its nearby universities (nearest first) and to the one asked
 * for (first, having no distance), each with the route from its board station on the current network.
 */
const commutesColumn = sql<CommuteRow[]>`(select coalesce(json_agg(json_build_object(
    'slug', ${universities.slug}, 'shortName', ${universities.shortName},
    'namePt', ${universities.namePt}, 'nameEn', ${universities.nameEn},
    'lat', ${universities.lat}, 'lng', ${universities.lng},
    'minutes', ${propertyCommutes.minutes}, 'walkOnlyMinutes', ${propertyCommutes.walkOnlyMinutes},
    'noStationNearby', ${propertyCommutes.noStationNearby}, 'boardStation', ${propertyCommutes.boardStation},
    'stationLat', ${commuteRoutes.stationLat}, 'stationLng', ${commuteRoutes.stationLng}, 'legs', ${commuteRoutes.legs}
  ) order by ${propertyUniversities.distanceM} asc nulls first, ${universities.id}), '[]')
  from ${propertyCommutes}
  join ${universities} on ${universities.id} = ${propertyCommutes.universityId}
  left join ${propertyUniversities} on ${propertyUniversities.propertyId} = ${propertyCommutes.propertyId}
    and ${propertyUniversities.universityId} = ${propertyCommutes.universityId}
  left join ${commuteRoutes} on ${commuteRoutes.universityId} = ${propertyCommutes.universityId}
    and ${commuteRoutes.station} = ${propertyCommutes.boardStation}
    and ${commuteRoutes.networkId} = (select max(${transitNetworks.id}) from ${transitNetworks})
  where ${propertyCommutes.propertyId} = ${properties.id}
    and (${propertyUniversities.propertyId} is not null or ${universities.slug} = ${sql.placeholder("university")}))`;

type CommuteRow = Omit<StoredCommute, "route"> & {
  slug: string;
  shortName: string;
  namePt: string;
  nameEn: string;
  lat: number;
  lng: number;
  stationLat: number | null;
  stationLng: number | null;
  legs: CommuteLeg[] | null;
};

type RoomRow = {
  available: boolean;
  beds: number;
  privateBathroom: boolean;
  areaM2: number | null;
  rentCents: number | null;
  occupiedUntil: string | null;
};
type NearbyRow = {
  slug: string;
  shortName: string;
  namePt: string;
  nameEn: string;
  isPartner: boolean;
  distanceM: number;
};

async function readProperty(
  db: Db,
  code: string,
  locale: Locale,
  university: string | null,
  today: string,
): Promise<PropertyDetail> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareDetail(db);
    prepared.set(db, statement);
  }
  // The medians are kept per catalogue version: read once after a change, then from memory.
  const [[row], medians] = await Promise.all([statement.execute({ code, university }), priceMedians(db)]);
  if (!row) throw await notPublished(db, code);
  // Issue 35: how its owner answers rental proposals (read with the day's page, as it is cached).
  const responseStats = row.purpose === "rent" ? await ownerResponseStats(db, row.ownerId, today) : null;
  const { photos, rooms: roomRows, nearby: nearbyRows } = row;
  const item = toListItem(
    row,
    {
      photos,
      rooms: roomRows,
      nearby: nearbyRows.map((n) => ({ slug: n.slug, shortName: n.shortName, distanceM: n.distanceM })),
    },
    locale,
    today,
  );
  const en = locale === "en";
  const description = localizedText(locale, row.descriptionPt, row.descriptionEn);
  return {
    ...item,
    description: description.text,
    descriptionLanguage: description.language,
    advertisedUnit: row.advertisedUnit,
    postalCode: row.postalCode,
    condoFee: centsToReais(row.condoFeeCents),
    iptu: centsToReais(row.iptuCents),
    billsIncluded: {
      water: row.billsWater,
      electricity: row.billsElectricity,
      gas: row.billsGas,
      internet: row.billsInternet,
      cleaning: row.billsCleaning,
    },
    billEstimates: {
      water: centsToReais(row.waterEstimateCents),
      electricity: centsToReais(row.electricityEstimateCents),
      gas: centsToReais(row.gasEstimateCents),
      internet: centsToReais(row.internetEstimateCents),
      cleaning: centsToReais(row.cleaningEstimateCents),
    },
    pricePosition: row.purpose === "rent" ? pricePosition(medians, row) : null,
    sharedBedroom: row.sharedBedroom,
    sharedBathroom: row.sharedBathroom,
    inRoomItems: row.inRoomItems,
    genderPreference: row.genderPreference,
    smokersAllowed: row.smokersAllowed,
    cancellationPolicy: row.cancellationPolicy,
    minAge: row.minAge,
    maxAge: row.maxAge,
    minContractMonths: row.minContractMonths,
    maxStayMonths: row.maxStayMonths,
    verification:
      row.verifiedAt !== null && row.verificationMethod !== null
        ? verificationView(row.verifiedAt, row.verificationMethod, today)
        : null,
    roomsDetail: roomRows.map(({ rentCents, ...room }, index) => ({
      ...room,
      // A date is kept only while the room is taken: a free room has no tenant to leave.
      occupiedUntil: room.available ? null : room.occupiedUntil,
      ...roomIdentity(room, index),
      rentAmount: rentCents === null ? null : centsToReais(rentCents),
    })),
    nearbyUniversities: nearbyRows.map((n) => ({
      slug: n.slug,
      name: n.shortName,
      fullName: en ? n.nameEn : n.namePt,
      isPartner: n.isPartner,
      distanceM: n.distanceM,
    })),
    customer:
      item.customer === null
        ? null
        : {
            ...item.customer,
            description: (en ? row.customerDescriptionEn : row.customerDescriptionPt) ?? "",
            website: row.customerWebsite,
          },
    publishedAt: row.publishedAt?.toISOString() ?? null,
    responseStats,
    commutes: row.commutes.flatMap((stored) => universityCommute(row, stored, en)),
  };
}

function universityCommute(home: { lat: number; lng: number }, row: CommuteRow, en: boolean): UniversityCommute[] {
  const { stationLat, stationLng, legs } = row;
  const route = stationLat !== null && stationLng !== null && legs !== null ? { stationLat, stationLng, legs } : null;
  const commute = commuteFromStored(home, row, { ...row, route });
  if (!commute) return [];
  return [{ university: { slug: row.slug, shortName: row.shortName, name: en ? row.nameEn : row.namePt }, commute }];
}

/** Issue 34.15: a listing once published and since removed (archived) is gone; any other code is not found. */
export class ListingGoneError extends HttpError {
  constructor(
    code: string,
    readonly removed: { purpose: Purpose; type: AccommodationType; neighbourhood: string },
  ) {
    super("gone", `The listing ${code} was removed`);
  }
}

async function notPublished(db: Db, code: string): Promise<HttpError> {
  const [archived] = await db
    .select({ purpose: properties.purpose, type: properties.type, neighbourhood: properties.neighbourhood })
    .from(properties)
    .where(and(eq(properties.code, code), eq(properties.status, "archived")))
    .limit(1);
  return archived ? new ListingGoneError(code, archived) : new HttpError("not_found", `No listing with code ${code}`);
}
