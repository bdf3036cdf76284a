import { z } from "zod";
import { isCalendarDate } from "../dates/calendar-date.ts";
import { LOCALES } from "../i18n/locales.ts";
import { LEAD_STATUSES } from "../lead/lead-enums.ts";
import { FieldChangeSchema } from "../listing/listing-changes.ts";
import { PricePositionSchema } from "../property/fair-price.ts";
import { LISTING_STATUSES } from "../property/property-enums.ts";
import { StaffVerificationSchema } from "../property/verification.ts";
import { ROLES } from "../user/roles.ts";

/*
 * The staff backoffice's API shapes (`/v2/admin/*`): the API validates and documents with these,
 * the web reads its types from them. Field messages are keys of ADMIN_MESSAGES.
 */

/** The five forms that end up in the staff inbox, one table each. */
export const LEAD_KINDS = ["interest", "purchase", "advertise", "concierge", "service"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** A CSV export holds at most this many leads, newest first; filter to narrow it down. */
export const LEAD_EXPORT_MAX = 10_000;
export const REJECTION_REASON_MAX = 1000;

const page = z.coerce.number({ error: "admin.page.invalid" }).int("admin.page.invalid").min(1, "admin.page.invalid");
const pageSize = z.coerce
  .number({ error: "admin.page.invalid" })
  .int("admin.page.invalid")
  .min(1, "admin.page.invalid")
  .max(ADMIN_PAGE_SIZE_MAX, "admin.page.invalid");
const isoDay = z.iso.date({ error: "admin.date.invalid" }).refine(isCalendarDate, { error: "admin.date.invalid" });
const search = z.string().trim().max(200, "admin.search.tooLong");

/** Filters of the inbox and of its CSV export. `from`/`to` are São Paulo calendar days, both included. */
export const LeadFiltersSchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: "admin.kind.invalid" }).optional(),
  status: z.enum(LEAD_STATUSES, { error: "admin.status.invalid" }).optional(),
  q: search.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type LeadFilters = z.infer<typeof LeadFiltersSchema>;

export const LeadListQuerySchema = LeadFiltersSchema.extend({
  page: page.default(1),
  pageSize: pageSize.default(ADMIN_PAGE_SIZE),
});
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;

export const LeadRowSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  id: z.number().int(),
  status: z.enum(LEAD_STATUSES),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** One line that tells the lead apart in a list, in the request's language. */
  summary: z.string(),
  propertyCode: z.string().nullable(),
  locale: z.enum(LOCALES),
  createdAt: z.string(),
  staffNotes: z.string(),
});
export type LeadRow = z.infer<typeof LeadRowSchema>;

/** Every field of the form as sent, labelled in the request's language, in the form's order. */
export const LeadDetailSchema = LeadRowSchema.extend({ fields: z.record(z.string(), z.string()) });
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

export const LeadPageSchema = paged(LeadRowSchema);
export type LeadPage = z.infer<typeof LeadPageSchema>;

export const STAFF_NOTES_MAX = 5000;
export const LeadUpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "admin.status.invalid" }).optional(),
  staffNotes: z.string({ error: "admin.notes.tooLong" }).max(STAFF_NOTES_MAX, "admin.notes.tooLong").optional(),
});
export type LeadUpdate = z.infer<typeof LeadUpdateSchema>;

export const AdminListingQuerySchema = z.object({
  status: z.enum(LISTING_STATUSES, { error: "admin.status.invalid" }).default("pending"),
  q: search.optional(),
  /** Issue 34.12: `due`, only listings whose verification is old enough to be due again, oldest first. */
  verification: z.enum(["due"], { error: "admin.status.invalid" }).optional(),
  page: page.default(1),
});
export type AdminListingQuery = z.infer<typeof AdminListingQuerySchema>;

export const AdminListingSchema = z.object({
  code: z.string(),
  status: z.enum(LISTING_STATUSES),
  title: z.string(),
  /** What the owner wrote, both languages side by side (English empty when they gave none). */
  texts: z.object({
    pt: z.object({ title: z.string(), description: z.string() }),
    en: z.object({ title: z.string(), description: z.string() }),
  }),
  neighbourhood: z.string(),
  /** Reais a month; null when not set. */
  rentAmount: z.number().nullable(),
  /** Where its all-in price stands against published listings like it (issue 22): staff see one far below flagged. */
  pricePosition: PricePositionSchema.nullable(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  photos: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
  photosCount: z.number().int(),
  sponsored: z.boolean(),
  customer: z.object({ slug: z.string(), name: z.string() }).nullable(),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** In the review queue: the listing's open reports (issue 22); flagged at `REPORTS_TO_FLAG`. */
  openReports: z.number().int().optional(),
  /** Staff saw the home (issue 22): how, when and who; null while it is not verified. */
  verification: StaffVerificationSchema.nullable(),
});
export type AdminListing = z.infer<typeof AdminListingSchema>;

export const AdminListingPageSchema = paged(AdminListingSchema);
export type AdminListingPage = z.infer<typeof AdminListingPageSchema>;

export const RejectListingSchema = z.object({
  reason: z
    .string({ error: "admin.reason.required" })
    .trim()
    .min(1, "admin.reason.required")
    .max(REJECTION_REASON_MAX, "admin.reason.tooLong"),
});
export type RejectListing = z.infer<typeof RejectListingSchema>;

const PreviewPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * An owner's change to a published listing, waiting for review (decision 017): what differs,
 * field by field, and the photos as students see them and as the owner wants them.
 */
export const ListingChangeSchema = z.object({
  code: z.string(),
  /** The published title, in the reader's language where the owner gave one. */
  title: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** Send it back with the decision: a change edited since it was read is not decided blind. */
  version: z.number().int(),
  updatedAt: z.string(),
  fields: z.array(FieldChangeSchema),
  /** Null when the photos did not change. */
  photos: z.object({ before: z.array(PreviewPhotoSchema), after: z.array(PreviewPhotoSchema) }).nullable(),
});
export type ListingChange = z.infer<typeof ListingChangeSchema>;

export const ListingChangePageSchema = paged(ListingChangeSchema);
export type ListingChangePage = z.infer<typeof ListingChangePageSchema>;

export const ListingChangeQuerySchema = z.object({ page: page.default(1) });

const version = z
  .number({ error: "admin.version.invalid" })
  .int("admin.version.invalid")
  .min(1, "admin.version.invalid");
export const ApproveChangeSchema = z.object({ version });
export const DeclineChangeSchema = RejectListingSchema.extend({ version });
export type DeclineChange = z.infer<typeof DeclineChangeSchema>;

export const AdminListingUpdateSchema = z.object({
  sponsored: z.boolean({ error: "admin.sponsored.invalid" }).optional(),
  /** A customer's slug; null takes the listing away from its customer. */
  customer: z.string({ error: "admin.customer.unknown" }).trim().min(1, "admin.customer.unknown").nullable().optional(),
});
export type AdminListingUpdate = z.infer<typeof AdminListingUpdateSchema>;

export const CustomerListSchema = z.object({ items: z.array(z.object({ slug: z.string(), name: z.string() })) });
export type CustomerList = z.infer<typeof CustomerListSchema>;

export const AdminUserQuerySchema = z.object({
  q: search.optional(),
  role: z.enum(ROLES, { error: "admin.role.invalid" }).optional(),
  page: page.default(1),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = paged(AdminUserSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const RoleChangeSchema = z.object({ role: z.enum(ROLES, { error: "admin.role.invalid" }) });
export type RoleChange = z.infer<typeof RoleChangeSchema>;
