import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { properties } from "./catalogue.ts";
import { createdAt, updatedAt } from "./columns.ts";
import {
  contactMethodEnum,
  foundViaEnum,
  leadStatusEnum,
  localeEnum,
  serviceKindEnum,
  warrantyTypeEnum,
} from "./enums.ts";
import { users } from "./users.ts";

/** What every lead has: who sent it, in which language, and where staff are with it. */
const leadColumns = () => ({
  id: serial().primaryKey(),
  userId: uuid().references(() => users.id, { onDelete: "set null" }),
  locale: localeEnum().notNull().default("pt"),
  status: leadStatusEnum().notNull().default("new"),
  staffNotes: text().notNull().default(""),
  /** The client's `Idempotency-Key`: a retried submission finds its first row instead of adding one. */
  idempotencyKey: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Tenant interest form (spec §3). */
export const interestRequests = pgTable(
  "interest_requests",
  {
    ...leadColumns(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "restrict" }),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    isStudent: boolean().notNull(),
    foundVia: foundViaEnum().notNull(),
    moveDate: date({ mode: "string" }).notNull(),
    stayPeriodMonths: smallint().notNull(),
    /**
     * The room asked for, on a listing priced per room: its number in the listing's room order
     * (1 = "Quarto 1"), as the page showed it. Null for a listing let whole.
     */
    roomNumber: smallint(),
    warrantyType: warrantyTypeEnum().notNull(),
    proposalCents: integer().notNull(),
    comments: text().notNull().default(""),
    contactMethod: contactMethodEnum().notNull(),
  },
  (t) => [
    index("interest_requests_property_idx").on(t.propertyId),
    index("interest_requests_status_idx").on(t.status, t.createdAt),
    uniqueIndex("interest_requests_idempotency_key").on(t.idempotencyKey),
  ],
);

/**
 * A sale listing's contact form: a buyer's message, with an offer and a day to visit only when
 * given. The offer is a bigint: a purchase may pass R$ 21 million, an integer's ceiling in centavos.
 */
export const purchaseInterests = pgTable(
  "purchase_interests",
  {
    ...leadColumns(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: "restrict" }),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    isStudent: boolean().notNull(),
    foundVia: foundViaEnum().notNull(),
    message: text().notNull(),
    contactMethod: contactMethodEnum().notNull(),
    offerCents: bigint({ mode: "number" }),
    visitDate: date({ mode: "string" }),
  },
  (t) => [
    index("purchase_interests_property_idx").on(t.propertyId),
    index("purchase_interests_status_idx").on(t.status, t.createdAt),
    uniqueIndex("purchase_interests_idempotency_key").on(t.idempotencyKey),
  ],
);

/** Owner advertise form (spec §3). The e-mail is optional: the spec's form has none; staff call. */
export const advertiseRequests = pgTable(
  "advertise_requests",
  {
    ...leadColumns(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text(),
    address: text().notNull(),
    number: text().notNull(),
    neighbourhood: text().notNull(),
    postalCode: text().notNull(),
    complement: text().notNull().default(""),
    billsWater: boolean().notNull().default(false),
    billsElectricity: boolean().notNull().default(false),
    billsCleaning: boolean().notNull().default(false),
    allowPets: boolean().notNull().default(false),
    parking: boolean().notNull().default(false),
    contractPeriodMonths: smallint().notNull(),
    monthlyRentCents: integer().notNull(),
    bedrooms: smallint().notNull(),
    bathrooms: smallint().notNull(),
    comments: text().notNull().default(""),
    coupon: text(),
    visitDate: date({ mode: "string" }),
    proposal: text().notNull().default(""),
    moveDate: date({ mode: "string" }),
  },
  (t) => [
    index("advertise_requests_status_idx").on(t.status, t.createdAt),
    uniqueIndex("advertise_requests_idempotency_key").on(t.idempotencyKey),
  ],
);

/** Exchange-student concierge sign-ups, per partner (`fgv`, ...). */
export const conciergeSignups = pgTable(
  "concierge_signups",
  {
    ...leadColumns(),
    partner: text().notNull(),
    fullName: text().notNull(),
    messagingContact: text().notNull(),
  },
  (t) => [
    index("concierge_signups_status_idx").on(t.status, t.createdAt),
    uniqueIndex("concierge_signups_idempotency_key").on(t.idempotencyKey),
  ],
);

/** Requests for the other offers of spec §1 (photos and video, marketing, guarantee...). */
export const serviceRequests = pgTable(
  "service_requests",
  {
    ...leadColumns(),
    service: serviceKindEnum().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    propertyCode: text(),
    message: text().notNull().default(""),
  },
  (t) => [
    index("service_requests_status_idx").on(t.status, t.createdAt),
    uniqueIndex("service_requests_idempotency_key").on(t.idempotencyKey),
  ],
);
