import { z } from "zod";
import { isCalendarDate } from "../dates/calendar-date.ts";
import { CONTACT_METHODS, WARRANTY_TYPES } from "../lead/lead-enums.ts";
import { BILLS } from "../property/all-in-cost.ts";
import {
  ACCOMMODATION_TYPES,
  ADVERTISED_UNITS,
  AMENITY_FLAGS,
  GENDER_PREFERENCES,
  IN_ROOM_ITEMS,
  LISTING_STATUSES,
} from "../property/property-enums.ts";
import { RoomIdentityShape } from "../property/rooms.ts";
import { MAX_STAY_MONTHS_OPTIONS } from "../property/stay.ts";
import { FieldChangeSchema } from "./listing-changes.ts";
import { MIN_CONTRACT_MONTHS_OPTIONS } from "./listing-form.ts";
import type { ListingMessageKey } from "./listing-messages.ts";

/*
 * What the owner API answers (issue 9). The form comes back as saved: only the fields the owner
 * has filled in, already normalised (CEP formatted, lists without repeats).
 */

export const ListingFormSchema = z.object({
  advertisedUnit: z.enum(ADVERTISED_UNITS).optional(),
  type: z.enum(ACCOMMODATION_TYPES).optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  /** Optional English versions; without them English pages show the Portuguese, marked as such. */
  titleEn: z.string().optional(),
  descriptionEn: z.string().optional(),
  postalCode: z.string().optional(),
  street: z.string().optional(),
  number: z.string().optional(),
  complement: z.string().optional(),
  neighbourhood: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  areaM2: z.number().int().optional(),
  bedrooms: z.number().int().optional(),
  bathrooms: z.number().int().optional(),
  capacity: z.number().int().optional(),
  amenities: z.array(z.enum(AMENITY_FLAGS)).optional(),
  sharedBedroom: z.boolean().optional(),
  sharedBathroom: z.boolean().optional(),
  inRoomItems: z.array(z.enum(IN_ROOM_ITEMS)).optional(),
  genderPreference: z.enum(GENDER_PREFERENCES).optional(),
  smokersAllowed: z.boolean().optional(),
  minAge: z.number().int().optional(),
  maxAge: z.number().int().optional(),
  rentAmount: z.number().optional(),
  minContractMonths: z
    .number()
    .int()
    .refine((months) => (MIN_CONTRACT_MONTHS_OPTIONS as readonly number[]).includes(months))
    .optional(),
  /** The longest stay taken, in months (issue 22); absent: no maximum. */
  maxStayMonths: z
    .number()
    .int()
    .refine((months) => (MAX_STAY_MONTHS_OPTIONS as readonly number[]).includes(months))
    .optional(),
  /** The bills the rent includes; each other one has its estimate below. */
  includedBills: z.array(z.enum(BILLS)).optional(),
  /** Each bill's estimated monthly amount in reais when the rent does not include it (0: none). */
  waterEstimate: z.number().optional(),
  electricityEstimate: z.number().optional(),
  gasEstimate: z.number().optional(),
  internetEstimate: z.number().optional(),
  cleaningEstimate: z.number().optional(),
  availableFrom: z.string().optional(),
});

export const OwnerPhotoSchema = z.object({
  id: z.number().int(),
  /** The 800 px WebP, right for the editor's thumbnails. */
  url: z.string(),
  /** Every stored WebP size, for `<img srcset>`. */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** 0 is the cover. */
  position: z.number().int(),
  /** Added to a published listing: students see it once staff approve the change. */
  awaitingReview: z.boolean(),
});
export type OwnerPhoto = z.infer<typeof OwnerPhotoSchema>;

export const OwnerRoomSchema = z.object({
  id: z.number().int(),
  ...RoomIdentityShape,
  available: z.boolean(),
  /** A taken room: the last day of its tenant's stay, when its owner gave it (issue 22). */
  occupiedUntil: z.string().nullable(),
});

/**
 * A change to a published listing that students do not see yet (decision 017): waiting for staff,
 * or declined with their reason. The listing's `form` and `photos` are then the changed ones.
 */
export const ListingChangesSchema = z.object({
  state: z.enum(["pending", "declined"]),
  reason: z.string().nullable(),
  /** What differs from the published listing, field by field. */
  fields: z.array(FieldChangeSchema),
  photosChanged: z.boolean(),
  updatedAt: z.string(),
});
export type ListingChanges = z.infer<typeof ListingChangesSchema>;

export const OwnerListingSchema = z.object({
  code: z.string(),
  status: z.enum(LISTING_STATUSES),
  form: ListingFormSchema,
  photos: z.array(OwnerPhotoSchema),
  rooms: z.array(OwnerRoomSchema),
  /** Why staff sent it back; cleared when the owner submits again. */
  rejectionReason: z.string().nullable(),
  /** When the owner started it: names a draft that has no title yet. */
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  interestsCount: z.number().int(),
  /**
   * Issue 34.10: whether the listing has weekly visiting hours, so students can book a visit;
   * null for a sale, which takes no visits through the site.
   */
  visitHours: z.boolean().nullable(),
  changes: ListingChangesSchema.nullable(),
  /**
   * The listing's condomínio and IPTU a month, in reais (0 when none), which the form does not
   * ask: with the rent and the bills, what the form's "all-in per month" line adds up.
   */
  monthlyCharges: z.object({ condoFee: z.number(), iptu: z.number() }),
});
export type OwnerListing = z.infer<typeof OwnerListingSchema>;

export const OwnerListingListSchema = z.object({ items: z.array(OwnerListingSchema) });

export const RoomAvailabilityBodySchema = z.object({
  available: z.boolean(),
  /**
   * A taken room: the last day of its tenant's stay (issue 22), which students see as "taken until";
   * null forgets it, absent keeps it. A room marked free forgets it.
   */
  occupiedUntil: z
    .string()
    .refine(isCalendarDate, "listing.date.invalid" satisfies ListingMessageKey)
    .nullable()
    .optional(),
});

export const PhotoOrderBodySchema = z.object({ ids: z.array(z.number().int()).max(100) });

/** An interest request received on one of the owner's listings. */
export const OwnerInterestSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  propertyCode: z.string(),
  propertyTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  moveDate: z.string(),
  stayPeriodMonths: z.number().int(),
  warrantyType: z.enum(WARRANTY_TYPES),
  /** Reais. */
  proposal: z.number(),
  comments: z.string(),
  contactMethod: z.enum(CONTACT_METHODS),
  isStudent: z.boolean(),
});
export type OwnerInterest = z.infer<typeof OwnerInterestSchema>;

export const OwnerInterestListSchema = z.object({ items: z.array(OwnerInterestSchema) });

/** CEP lookup: enough to fill the address; the owner completes street and number. */
export const PostalCodeLookupSchema = z.object({
  postalCode: z.string(),
  street: z.string().optional(),
  neighbourhood: z.string(),
  city: z.string(),
  state: z.string(),
});
export type PostalCodeLookup = z.infer<typeof PostalCodeLookupSchema>;
