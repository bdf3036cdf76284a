import { z } from "zod";

/*
 * The lease as `GET /v2/rentals/{id}/lease` answers it (issue 35, points 5 and 6): its clauses in
 * both languages (the page shows what the PDF holds), the PDF's SHA-256 that a signature binds,
 * and the signatures given so far.
 */

const text = z.object({ title: z.string(), body: z.string() });

export const LeaseViewSchema = z.object({
  rentalId: z.string().uuid(),
  rentalCode: z.string(),
  state: z.string(),
  version: z.number().int(),
  sha256: z.string().meta({ description: "SHA-256 of the lease's PDF, hex" }),
  clauses: z.array(z.object({ id: z.string(), pt: text, en: text })),
  signatures: z.array(z.object({ side: z.enum(["student", "owner"]), name: z.string(), signedAt: z.string() })),
  /** The caller's side of the lease; null for staff (who read, never sign). */
  side: z.enum(["student", "owner"]).nullable(),
  /** Whether the caller may sign now (their side has not signed, the rental waits for signatures). */
  maySign: z.boolean(),
  /** Both signed: the signed PDF and, for the student, the housing letter are ready. */
  complete: z.boolean(),
});
export type LeaseView = z.infer<typeof LeaseViewSchema>;

/** The signing form: the full name as typed and the 6-digit code from the e-mail. */
export const SignLeaseFormSchema = z.object({
  typedName: z.string().trim().min(1, "lease.name.required").max(200, "lease.name.required"),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "lease.code.format"),
});
export type SignLeaseForm = z.infer<typeof SignLeaseFormSchema>;
