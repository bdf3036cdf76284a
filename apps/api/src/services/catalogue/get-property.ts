import type { Locale } from "@campuslar/domain/i18n/locales";
import { localizedText } from "@campuslar/domain/i18n/localized-text";
import { centsToReais } from "@campuslar/domain/money/money";
import { isPropertyCode } from "@campuslar/domain/property/property-code";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { roomIdentity } from "@campuslar/domain/property/rooms";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, properties, propertyUniversities, rooms, universities } from "../../db/schema/catalogue.ts";
import { HttpError } from "../../lib/errors.ts";
import { loadPhotos } from "./load-related.ts";
import { listItemColumns, toListItem } from "./property-mapper.ts";

/** `GET /v2/properties/{code}`: a published listing whole; anything else is not found. */
export async function getProperty(db: Db, code: string, locale: Locale): Promise<PropertyDetail> {
  const notFound = new HttpError("not_found", `No listing with code ${code}`);
  if (!isPropertyCode(code)) throw notFound;
  const [row] = await db
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
      sharedBedroom: properties.sharedBedroom,
      sharedBathroom: properties.sharedBathroom,
      inRoomItems: properties.inRoomItems,
      genderPreference: properties.genderPreference,
      smokersAllowed: properties.smokersAllowed,
      minAge: properties.minAge,
      maxAge: properties.maxAge,
      minContractMonths: properties.minContractMonths,
      availableFrom: properties.availableFrom,
      publishedAt: properties.publishedAt,
      customerDescriptionPt: customers.descriptionPt,
      customerDescriptionEn: customers.descriptionEn,
      customerWebsite: customers.website,
    })
    .from(properties)
    .leftJoin(customers, eq(customers.id, properties.customerId))
    .where(and(eq(properties.code, code), eq(properties.status, "published")));
  if (!row) throw notFound;

  // Photos come from the list's loader; rooms and universities are read here in full detail.
  const [photos, roomRows, nearbyRows] = await Promise.all([
    loadPhotos(db, [row.id]),
    db
      .select({
        available: rooms.available,
        beds: rooms.beds,
        privateBathroom: rooms.privateBathroom,
        areaM2: rooms.areaM2,
        rentCents: rooms.rentCents,
      })
      .from(rooms)
      .where(eq(rooms.propertyId, row.id))
      .orderBy(asc(rooms.position)),
    db
      .select({
        slug: universities.slug,
        shortName: universities.shortName,
        namePt: universities.namePt,
        nameEn: universities.nameEn,
        isPartner: universities.isPartner,
        distanceM: propertyUniversities.distanceM,
      })
      .from(propertyUniversities)
      .innerJoin(universities, eq(universities.id, propertyUniversities.universityId))
      .where(eq(propertyUniversities.propertyId, row.id))
      .orderBy(asc(propertyUniversities.distanceM)),
  ]);
  const item = toListItem(
    row,
    {
      photos: photos.get(row.id) ?? [],
      rooms: roomRows,
      nearby: nearbyRows.map((n) => ({ slug: n.slug, shortName: n.shortName, distanceM: n.distanceM })),
    },
    locale,
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
      internet: row.billsInternet,
      cleaning: row.billsCleaning,
    },
    sharedBedroom: row.sharedBedroom,
    sharedBathroom: row.sharedBathroom,
    inRoomItems: row.inRoomItems,
    genderPreference: row.genderPreference,
    smokersAllowed: row.smokersAllowed,
    minAge: row.minAge,
    maxAge: row.maxAge,
    minContractMonths: row.minContractMonths,
    availableFrom: row.availableFrom,
    roomsDetail: roomRows.map(({ rentCents, ...room }, index) => ({
      ...room,
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
  };
}
