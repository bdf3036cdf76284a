import { z } from "zod";
import { CommuteSummarySchema, UniversityCommuteSchema } from "../commute/commute-dto.ts";
import { COMMUTE_NETWORK_DATE } from "../commute/commute-rules.ts";
import { LOCALES } from "../i18n/locales.ts";
import { CANCELLATION_POLICIES } from "../payments/payment-enums.ts";
import { BILLS, type Bill } from "./all-in-cost.ts";
import { PricePositionSchema } from "./fair-price.ts";
import { PRICE_SCOPES } from "./price-scope.ts";
import { ACCOMMODATION_TYPES, AMENITY_FLAGS, type AmenityFlag, PURPOSES } from "./property-enums.ts";
import { RoomIdentityShape } from "./rooms.ts";
import { VerificationSchema } from "./verification.ts";

/** The 26 amenity flags as JSON booleans, spelled as the spec spells them. */
const amenityShape = Object.fromEntries(AMENITY_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  AmenityFlag,
  z.ZodBoolean
>;

export const PhotoVariantSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/**
 * A photo: `url` is the middle size for cards, `variants` every stored size (WebP) for
 * `srcset`, `avifVariants` the same sizes in AVIF when the photo has them (else empty), for a
 * `<picture>` source that browsers able to read AVIF take instead.
 */
export const PhotoSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  variants: z.array(PhotoVariantSchema),
  avifVariants: z.array(PhotoVariantSchema),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const AddressSchema = z.object({
  street: z.string(),
  neighbourhood: z.string(),
  city: z.string(),
  state: z.string(),
});

export const NearbyUniversitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  distanceM: z.number().int(),
});

/** A room: its kind and number (each page names it in its language) and whether it is free. */
export const RoomSchema = z.object({ ...RoomIdentityShape, available: z.boolean() });
export type Room = z.infer<typeof RoomSchema>;

/**
 * The language a listing's own text is written in: the one asked for, or `pt` on an English
 * answer when the owner wrote Portuguese only (the page then marks it and says so).
 */
const TextLanguageSchema = z.enum(LOCALES);

export const CustomerRefSchema = z.object({ slug: z.string(), name: z.string() });

/** A property in a list (DESIGN §4). Money in reais. */
export const PropertyListItemSchema = z.object({
  code: z.string(),
  purpose: z.enum(PURPOSES),
  type: z.enum(ACCOMMODATION_TYPES),
  title: z.string(),
  titleLanguage: TextLanguageSchema,
  address: AddressSchema,
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** Spec §3: 0 when absent (sale listings). */
  rentAmount: z.number(),
  salePrice: z.number().nullable(),
  allInMonthly: z
    .number()
    .nullable()
    .meta({
      description:
        "What a tenant pays every month, all in, in reais: rent + condomínio + IPTU + the owner's estimate of every " +
        "bill the rent does not include (domain `allInMonthlyCents`). Null for sale listings and rentals without a rent.",
    }),
  priceScope: z.enum(PRICE_SCOPES),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  garageSpaces: z.number().int(),
  capacity: z.number().int(),
  occupants: z.number().int(),
  vacancies: z.number().int(),
  areaM2: z.number().int(),
  furnished: z.boolean(),
  ...amenityShape,
  rooms: z.array(RoomSchema),
  nearbyUniversities: z.array(NearbyUniversitySchema),
  photos: z.array(PhotoSchema),
  sponsored: z.boolean(),
  customer: CustomerRefSchema.nullable(),
  createdAt: z.string(),
  availableFrom: z
    .string()
    .nullable()
    .meta({
      description:
        "Rentals: the first day it is free (YYYY-MM-DD), always after today in São Paulo; null when it is free now " +
        "(no date, or one already reached). Null for sales.",
    }),
  verified: z
    .boolean()
    .meta({ description: "Staff verified it by a visit or a video call (`verification` on its page)." }),
  commute: CommuteSummarySchema.optional().meta({
    description:
      "When the search names a university and the listing's commute to it is stored: about how long the morning " +
      `commute takes and what it rides (a weekday from 07:00 to 08:00, transit network of ${COMMUTE_NETWORK_DATE}). ` +
      "Absent otherwise",
  }),
});
export type PropertyListItem = z.infer<typeof PropertyListItemSchema>;

export const PropertyListSchema = z.object({
  items: z.array(PropertyListItemSchema),
  /**
   * Up to two sponsored listings that match the same filters, on the first page only; they keep
   * their place in `items` too, so ordering and paging stay exactly what was asked.
   */
  featured: z.array(PropertyListItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PropertyList = z.infer<typeof PropertyListSchema>;

export const RoomDetailSchema = RoomSchema.extend({
  beds: z.number().int(),
  privateBathroom: z.boolean(),
  areaM2: z.number().int().nullable(),
  /** Monthly rent of this room in reais, when it is let on its own. */
  rentAmount: z.number().nullable(),
  occupiedUntil: z.string().nullable().meta({
    description: "A room taken now: the last day of its tenant's stay (YYYY-MM-DD), when its owner gave it.",
  }),
});

/** `GET /v2/properties/{code}`: everything a listing page shows; never the owner's contact details. */
export const PropertyDetailSchema = PropertyListItemSchema.extend({
  description: z.string(),
  descriptionLanguage: TextLanguageSchema,
  advertisedUnit: z.enum(["whole", "room"]),
  postalCode: z.string(),
  condoFee: z.number(),
  iptu: z.number(),
  billsIncluded: z.object(Object.fromEntries(BILLS.map((bill) => [bill, z.boolean()])) as Record<Bill, z.ZodBoolean>),
  billEstimates: z
    .object(Object.fromEntries(BILLS.map((bill) => [bill, z.number()])) as Record<Bill, z.ZodNumber>)
    .meta({
      description:
        "Each bill's estimated monthly amount in reais when the rent does not include it, as its owner gives it; " +
        "0 when it is included or there is none.",
    }),
  pricePosition: PricePositionSchema.nullable(),
  sharedBedroom: z.boolean(),
  sharedBathroom: z.boolean(),
  inRoomItems: z.array(z.string()),
  genderPreference: z.enum(["any", "male", "female"]),
  smokersAllowed: z.boolean(),
  /** Issue 36, point 7: the owner's cancellation policy, shown before a proposal. */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES).optional(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  minContractMonths: z.number().int(),
  maxStayMonths: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The longest stay it takes, in months; null: no maximum." }),
  verification: VerificationSchema.nullable(),
  roomsDetail: z.array(RoomDetailSchema),
  nearbyUniversities: z.array(NearbyUniversitySchema.extend({ fullName: z.string(), isPartner: z.boolean() })),
  customer: CustomerRefSchema.extend({ description: z.string(), website: z.string().nullable() }).nullable(),
  publishedAt: z.string().nullable(),
  commutes: z.array(UniversityCommuteSchema).meta({
    description:
      "About how long the morning commute takes to each nearby university, nearest first, by metro, train and bus " +
      "or on foot: an estimate for a weekday from 07:00 to 08:00 on the transit network of " +
      `${COMMUTE_NETWORK_DATE} (lines opened since are not in it). The university named by \`university\`, when ` +
      "it is not among them, comes first.",
  }),
  /** Issue 35: how its owner answers rental proposals; null under 3 received in 90 days or no owner account. */
  responseStats: z
    .object({
      ratePercent: z.number().int(),
      medianMinutes: z.number().int().nullable(),
      answered: z.number().int(),
      received: z.number().int(),
    })
    .nullable()
    .optional()
    .meta({
      description:
        "Of the rental proposals its owner received in the last 90 days (answered or expired), the share answered " +
        "within 48 hours and the median minutes to an answer; null with fewer than 3.",
    }),
});
export type PropertyDetail = z.infer<typeof PropertyDetailSchema>;
