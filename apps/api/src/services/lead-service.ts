import type { Locale } from "@campuslar/domain/i18n/locales";
import type {
  AdvertiseForm,
  ConciergeSignup,
  InterestForm,
  PurchaseInterestForm,
  ServiceRequest,
} from "@campuslar/domain/lead/lead-forms";
import { leadMessage } from "@campuslar/domain/lead/lead-messages";
import { formatBRL, reaisToCents } from "@campuslar/domain/money/money";
import { and, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { properties } from "../db/schema/catalogue.ts";
import {
  advertiseRequests,
  conciergeSignups,
  interestRequests,
  purchaseInterests,
  serviceRequests,
} from "../db/schema/leads.ts";
import { HttpError } from "../lib/errors.ts";
import { type LeadKind, leadConfirmationEmail, leadStaffEmail } from "../mail/lead-emails.ts";
import { enqueueEmail } from "../mail/outbox.ts";

export type LeadContext = {
  locale: Locale;
  userId: string | null;
  idempotencyKey: string | null;
  /** Where staff notifications go (`STAFF_EMAIL`); none configured, none queued. */
  staffEmail: string | null;
  now: Date;
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
  person: { email: string; name: string },
  ctx: LeadContext,
  staffSummary: Record<string, unknown> = values,
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
    if (person.email) await enqueueEmail(tx, leadConfirmationEmail(kind, person, reference(row.id), ctx.locale));
    if (ctx.staffEmail) {
      await enqueueEmail(tx, { ...leadStaffEmail(kind, reference(row.id), staffSummary), to: ctx.staffEmail });
    }
    return receipt(row.id);
  });
}

export async function submitInterest(db: Db, form: InterestForm, ctx: LeadContext): Promise<LeadReceipt> {
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.code, form.propertyCode), eq(properties.status, "published")));
  if (!property) {
    throw new HttpError("validation_failed", leadMessage("lead.property.unknown", ctx.locale), {
      propertyCode: leadMessage("lead.property.unknown", ctx.locale),
    });
  }
  const { propertyCode, proposalValue, comments, ...rest } = form;
  return submit(
    db,
    "interest",
    interestRequests,
    { ...rest, propertyId: property.id, proposalCents: reaisToCents(proposalValue), comments: comments ?? "" },
    form,
    ctx,
  );
}

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
