import { z } from "zod";

/*
 * Verified listings (issue 22): staff have seen the home, in person or on a video call with
 * someone inside it, and checked it matches its listing. Students renting from abroad cannot
 * visit, so the badge tells them someone did.
 */

/** How staff saw the home. */
export const VERIFICATION_METHODS = ["visit", "video_call"] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** What students are told of a verification: how and when, never which staff member. */
export const VerificationSchema = z
  .object({
    method: z.enum(VERIFICATION_METHODS),
    verifiedAt: z.string().meta({ description: "When staff marked it verified (ISO 8601)." }),
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
