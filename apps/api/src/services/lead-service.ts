import type { Locale } from "@campuslar/domain/i18n/locales";
import { type InterestFormBounds, interestBounds, numberRooms, roomName } from "@campuslar/domain/lead/interest-bounds";
import type {
  AdvertiseForm,
  ConciergeSignup,
  InterestForm,
  PurchaseInterestForm,
  ServiceRequest,
} from "@campuslar/domain/lead/lead-forms";
import { leadMessage } from "@campuslar/domain/lead/lead-messages";
import { centsToReais, formatBRL, reaisToCents } from "@campuslar/domain/money/money";
import { priceScopeOf, vacancies } from "@campuslar/domain/property/price-scope";
import { and, asc, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { properties, rooms } from "../db/schema/catalogue.ts";
import {
  advertiseRequests,
  conciergeSignups,
  interestRequests,
  purchaseInterests,
  serviceRequests,
} from "../db/schema/leads.ts";
import { HttpError } from "../lib/errors.ts";
import {
  interestConfirmationEmail,
  type LeadKind,
  leadConfirmationEmail,
  leadStaffEmail,
} from "../mail/lead-emails.ts";
import type { OutgoingEmail } from "../mail/outbox.ts";
import { enqueueEmail } from "../mail/outbox.ts";

export type LeadContext = {
  locale: Locale;
  userId: string | null;
  idempotencyKey: string | null;
  /** Where staff notifications go (`STAFF_EMAIL`); none configured, none queued. */
  staffEmail: string | null;
  now: Date;
  /** The site's public origin (`PUBLIC_URL`), for links in e-mails. */
  publicUrl: string;
};

export type LeadReceipt = { id: number; reference: string; message: string };

const RECEIVED: Record<Locale, string> = {
  en: "Received. We will contact you within one business day.",
  pt: "Recebido. Entraremos em contato em até um dia útil.",
};

type LeadTable =
  | typeof interestRequests
  | typeof purchaseInterests
  | typeof advertiseRequests
  | typeof conciergeSignups
  | typeof serviceRequests;

/**
 * Writes a lead and queues its e-mails in one transaction, so a 2xx is only ever answered for a
 * committed lead, and a mail outage never loses one. The same `Idempotency-Key` answers the first
 * receipt again instead of adding a row. Staff are sent `staffSummary` when given (readable values
 * where the row holds ids and centavos), the row's values otherwise.
 */
async function submit(
  db: Db,
  kind: LeadKind,
  table: LeadTable,
  values: Record<string, unknown>,
  person: { email?: string | undefined; name: string },
  ctx: LeadContext,
  staffSummary: Record<string, unknown> = values,
  confirmation?: (reference: string) => OutgoingEmail,
): Promise<LeadReceipt> {
  const reference = (id: number) => `${kind.slice(0, 3).toUpperCase()}-${id}`;
  const receipt = (id: number) => ({ id, reference: reference(id), message: RECEIVED[ctx.locale] });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(table as PgTable)
      .values({
        ...values,
        userId: ctx.userId,
        locale: ctx.locale,
        idempotencyKey: ctx.idempotencyKey,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ id: table.id });
    if (!row) {
      const [first] = await tx
        .select({ id: table.id })
        .from(table)
        .where(eq(table.idempotencyKey, ctx.idempotencyKey ?? ""));
      if (!first) throw new Error("lead insert conflicted without an idempotency key");
      return receipt(first.id);
    }
    if (person.email) {
      const email =
        confirmation?.(reference(row.id)) ??
        leadConfirmationEmail(kind, { email: person.email, name: person.name }, reference(row.id), ctx.locale);
      await enqueueEmail(tx, email);
    }
    if (ctx.staffEmail) {
      await enqueueEmail(tx, { ...leadStaffEmail(kind, reference(row.id), staffSummary), to: ctx.staffEmail });
    }
    return receipt(row.id);
  });
}

/** What the interest form needs of its listing: where it is, what it is called, and its bounds. */
export type InterestListingFacts = {
  id: number;
  code: string;
  title: string;
  address: { street: string; number: string; neighbourhood: string; city: string; state: string };
  bounds: InterestFormBounds;
};

/**
 * A published rental by code, with the bounds it puts on its interest form (`interestBounds`):
 * the proposal around its rent, the stay from its minimum contract, the room when priced per
 * room. Null when there is none (unknown, unpublished, or for sale: buyers have their own form).
 */
export async function findInterestListing(db: Db, code: string, locale: Locale): Promise<InterestListingFacts | null> {
  const [row] = await db
    .select({
      id: properties.id,
      code: properties.code,
      purpose: properties.purpose,
      titlePt: properties.titlePt,
      titleEn: properties.titleEn,
      street: properties.street,
      number: properties.number,
      neighbourhood: properties.neighbourhood,
      city: properties.city,
      state: properties.state,
      rentCents: properties.rentCents,
      minContractMonths: properties.minContractMonths,
      maxStayMonths: properties.maxStayMonths,
      capacity: properties.capacity,
      occupants: properties.occupants,
    })
    .from(properties)
    .where(and(eq(properties.code, code), eq(properties.status, "published")));
  if (row?.purpose !== "rent") return null;
  const roomRows = await db
    .select({ available: rooms.available })
    .from(rooms)
    .where(eq(rooms.propertyId, row.id))
    .orderBy(asc(rooms.position), asc(rooms.id));
  const capacity = { capacity: row.capacity, occupants: row.occupants };
  return {
    id: row.id,
    code: row.code,
    title: locale === "en" && row.titleEn ? row.titleEn : row.titlePt,
    address: {
      street: row.street,
      number: row.number,
      neighbourhood: row.neighbourhood,
      city: row.city,
      state: row.state,
    },
    bounds: interestBounds({
      rentAmount: centsToReais(row.rentCents ?? 0),
      minContractMonths: row.minContractMonths,
      maxStayMonths: row.maxStayMonths,
      priceScope: priceScopeOf({ capacity: row.capacity, vacancies: vacancies(capacity) }),
      rooms: numberRooms(roomRows),
    }),
  };
}

/**
 * The tenant interest form, already checked against `listing` (its bounds): stores the lead
 * with the chosen room, and sends the visitor a confirmation that names and links the listing.
 */
export async function submitInterest(
  db: Db,
  form: InterestForm,
  listing: InterestListingFacts,
  ctx: LeadContext,
): Promise<LeadReceipt> {
  const { propertyCode, proposalValue, comments, roomNumber, ...rest } = form;
  const room = roomNumber === undefined ? undefined : roomName(roomNumber, "pt");
  return submit(
    db,
    "interest",
    interestRequests,
    {
      ...rest,
      propertyId: listing.id,
      roomNumber: roomNumber ?? null,
      proposalCents: reaisToCents(proposalValue),
      comments: comments ?? "",
    },
    form,
    ctx,
    {
      propertyCode: listing.code,
      listing: listing.title,
      room,
      ...rest,
      proposal: formatBRL(proposalValue),
      comments,
    },
    (reference) =>
      interestConfirmationEmail(
        { email: form.email, name: form.name },
        reference,
        {
          ...listing,
          room: roomNumber,
          stay: {
            moveDate: rest.moveDate,
            stayPeriodMonths: rest.stayPeriodMonths,
            proposalValue,
            warrantyType: rest.warrantyType,
          },
        },
        ctx.publicUrl,
        ctx.locale,
      ),
  );
}

/** The "this property is not available" error, on the listing's field. */
export const unknownListing = (locale: Locale) =>
  new HttpError("validation_failed", leadMessage("lead.property.unknown", locale), {
    propertyCode: leadMessage("lead.property.unknown", locale),
  });

/**
 * A buyer's enquiry about a sale listing. An unknown or unpublished code is a 404; a rental's
 * code a 409 that points to the interest form. Both name `propertyCode`, so a form can show it.
 */
export async function submitPurchaseInterest(
  db: Db,
  form: PurchaseInterestForm,
  ctx: LeadContext,
): Promise<LeadReceipt> {
  const [property] = await db
    .select({ id: properties.id, purpose: properties.purpose })
    .from(properties)
    .where(and(eq(properties.code, form.propertyCode), eq(properties.status, "published")));
  if (!property) {
    const message = leadMessage("lead.property.unknown", ctx.locale);
    throw new HttpError("not_found", message, { propertyCode: message });
  }
  if (property.purpose !== "sale") {
    const message = leadMessage("lead.property.notForSale", ctx.locale);
    throw new HttpError("conflict", message, { propertyCode: message });
  }
  const { propertyCode, offerValue, visitDate, ...rest } = form;
  return submit(
    db,
    "purchase",
    purchaseInterests,
    {
      ...rest,
      propertyId: property.id,
      offerCents: offerValue === undefined ? null : reaisToCents(offerValue),
      visitDate: visitDate ?? null,
    },
    form,
    ctx,
    {
      propertyCode,
      ...rest,
      offer: offerValue === undefined ? undefined : formatBRL(offerValue),
      visitDate,
    },
  );
}

export async function submitAdvertise(db: Db, form: AdvertiseForm, ctx: LeadContext): Promise<LeadReceipt> {
  const { billsIncluded, monthlyRent, complement, comments, proposal, coupon, visitDate, moveDate, ...rest } = form;
  return submit(
    db,
    "advertise",
    advertiseRequests,
    {
      ...rest,
      email: rest.email ?? null,
      complement: complement ?? "",
      comments: comments ?? "",
      proposal: proposal ?? "",
      coupon: coupon ?? null,
      visitDate: visitDate ?? null,
      moveDate: moveDate ?? null,
      billsWater: billsIncluded.water,
      billsElectricity: billsIncluded.electricity,
      billsCleaning: billsIncluded.cleaning,
      monthlyRentCents: reaisToCents(monthlyRent),
    },
    form,
    ctx,
  );
}

export const submitConcierge = (db: Db, partner: string, form: ConciergeSignup, ctx: LeadContext) =>
  submit(
    db,
    "concierge",
    conciergeSignups,
    { ...form, partner },
    // A concierge sign-up leaves a messaging contact, not an e-mail: only staff are told.
    { email: "", name: form.fullName },
    ctx,
  );

export const submitServiceRequest = (db: Db, form: ServiceRequest, ctx: LeadContext) =>
  submit(db, "service", serviceRequests, { ...form, propertyCode: form.propertyCode ?? null }, form, ctx);
