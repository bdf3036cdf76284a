import { z } from "zod";
import { WARRANTY_TYPES } from "../lead/lead-enums.ts";
import { RENTAL_ACTORS, RENTAL_STATES } from "../rentals/rental-process.ts";

/*
 * The rentals part of the account export (issue 35; decision 038): the person's proposals and
 * rentals, the messages they wrote, their documents' review (never the files) and their leases'
 * fingerprints. Of the other side, only what the person sees on the rental's page.
 */

const instant = z.string().describe("ISO 8601 date and time (UTC)");

const RentalTermsExport = z.object({
  moveIn: z.string(),
  months: z.number().int(),
  /** Reais. */
  monthlyRent: z.number(),
  guarantee: z.enum(WARRANTY_TYPES),
  occupants: z.number().int(),
  roomNumber: z.number().int().nullable(),
});

const RentalStepExport = z.object({
  move: z.string(),
  actor: z.enum(RENTAL_ACTORS),
  fromState: z.enum(RENTAL_STATES).nullable(),
  toState: z.enum(RENTAL_STATES),
  at: instant,
});

const RentalExport = z.object({
  code: z.string(),
  propertyCode: z.string(),
  state: z.enum(RENTAL_STATES),
  terms: RentalTermsExport,
  createdAt: instant,
  stateChangedAt: instant,
  history: z.array(RentalStepExport),
});

export const AccountRentalsExportSchema = z.object({
  /** The person's proposals and rentals as a student, with what they wrote when proposing. */
  asStudent: z.array(
    RentalExport.extend({
      message: z.string(),
      proposedTerms: z.record(z.string(), z.unknown()),
      declineReason: z.string().nullable(),
    }),
  ),
  /** Rentals of the person's homes: the student by name only (the rest is the student's). */
  asOwner: z.array(RentalExport.extend({ studentName: z.string() })),
  /** The messages the person wrote, as stored (masked where they were masked). */
  messages: z.array(
    z.object({ rentalCode: z.string(), body: z.string(), masked: z.array(z.string()), sentAt: instant }),
  ),
  /** The person's documents: what was sent and its review, never the file nor the CPF number. */
  documents: z.array(
    z.object({
      rentalCode: z.string(),
      subject: z.string(),
      kind: z.string(),
      idType: z.string().nullable(),
      status: z.string(),
      rejectReason: z.string().nullable(),
      sentAt: instant,
      reviewedAt: instant.nullable(),
      deleteAfter: instant.nullable(),
      deletedAt: instant.nullable(),
    }),
  ),
  /** Leases of the person's rentals: their SHA-256 and signatures (name typed and when; not address nor browser). */
  leases: z.array(
    z.object({
      rentalCode: z.string(),
      version: z.number().int(),
      sha256: z.string(),
      signedSha256: z.string().nullable(),
      createdAt: instant,
      voidedAt: instant.nullable(),
      signatures: z.array(
        z.object({
          side: z.enum(["student", "owner"]),
          /** Only the person's own signature carries the name they typed. */
          typedName: z.string().nullable(),
          documentSha256: z.string(),
          signedAt: instant,
          voidedAt: instant.nullable(),
        }),
      ),
    }),
  ),
});
export type AccountRentalsExport = z.infer<typeof AccountRentalsExportSchema>;
