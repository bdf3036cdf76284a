import { z } from "zod";
import { saoPauloDate } from "../dates/sao-paulo-date.ts";

/*
 * Verified listings (issue 22): staff have seen the home, in person or on a video call with
 * someone inside it, and checked it matches its listing. Students renting from abroad cannot
 * visit, so the badge tells them someone did.
 */

/** How staff saw the home. */
export const VERIFICATION_METHODS = ["visit", "video_call"] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/**
 * Issue 34.12: a verification ages. It says the home matched its listing when staff saw it; after
 * `VERIFICATION_VALID_MONTHS` (server config, 6 by default) it is due again, and the listing no
 * longer shows a plain "Verified".
 */
export const DEFAULT_VERIFICATION_VALID_MONTHS = 6;

/** The São Paulo day from which a verification made at `verifiedAt` is due again. */
export function verificationDueDay(verifiedAt: Date | string, validMonths: number): string {
  const [year, month, day] = saoPauloDate(new Date(verifiedAt)).split("-").map(Number) as [number, number, number];
  const total = month - 1 + validMonths;
  const dueYear = year + Math.floor(total / 12);
  const dueMonth = (total % 12) + 1;
  // The same day of the month, or the month's last day (31 Aug + 6 months: 28 Feb or 29 Feb).
  const lastDay = new Date(Date.UTC(dueYear, dueMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${dueYear}-${pad(dueMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** Whole months from the verification's São Paulo day to `today` (YYYY-MM-DD); 0 within the first month. */
export function monthsSinceVerification(verifiedAt: Date | string, today: string): number {
  const [y1, m1, d1] = saoPauloDate(new Date(verifiedAt)).split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = today.split("-").map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  return Math.max(0, months);
}

/** How old a verification is on `today`, and whether it still holds. */
export function verificationAge(
  verifiedAt: Date | string,
  today: string,
  validMonths: number = DEFAULT_VERIFICATION_VALID_MONTHS,
): { current: boolean; dueOn: string; months: number } {
  const dueOn = verificationDueDay(verifiedAt, validMonths);
  return { current: today < dueOn, dueOn, months: monthsSinceVerification(verifiedAt, today) };
}

/** What students are told of a verification: how and when, never which staff member. */
export const VerificationSchema = z
  .object({
    method: z.enum(VERIFICATION_METHODS),
    verifiedAt: z.string().meta({ description: "When staff marked it verified (ISO 8601)." }),
    current: z.boolean().meta({
      description:
        "False once the verification is older than the site's validity period (6 months unless configured): it is due again.",
    }),
    dueOn: z.string().meta({ description: "The São Paulo day (YYYY-MM-DD) from which it is due again." }),
  })
  .meta({ description: "Staff saw the home by a visit or a video call and checked it matches its listing." });
export type Verification = z.infer<typeof VerificationSchema>;

/** Staff also see who verified it. */
export const StaffVerificationSchema = VerificationSchema.extend({ verifiedBy: z.string().nullable() });
export type StaffVerification = z.infer<typeof StaffVerificationSchema>;

/** `PUT /v2/admin/listings/{code}/verification`: staff mark a published listing verified. */
export const VerifyListingBodySchema = z.object({
  // A key of the backoffice's messages, which the API and the web say in the reader's language.
  method: z.enum(VERIFICATION_METHODS, { error: "admin.verification.method" }),
});
export type VerifyListingBody = z.infer<typeof VerifyListingBodySchema>;
