import { CLAIM_DECISIONS, CLAIM_REASONS } from "@campuslar/domain/payments/payment-enums";
import { z } from "zod";

/* An arrival claim as the API answers it, read by the arrival page and staff's claims page. */

export const ClaimSchema = z.object({
  id: z.string(),
  rentalId: z.string(),
  rentalCode: z.string(),
  rentalState: z.string(),
  listingCode: z.string(),
  listingTitle: z.string(),
  studentName: z.string(),
  ownerName: z.string().nullable(),
  ownerCancellations: z.number(),
  reason: z.enum(CLAIM_REASONS),
  description: z.string(),
  photos: z.array(z.object({ index: z.number(), url: z.string() })),
  openedAt: z.string(),
  heldCents: z.number(),
  decision: z.enum(CLAIM_DECISIONS).nullable(),
  refundCents: z.number().nullable(),
  decidedAt: z.string().nullable(),
});
export type Claim = z.infer<typeof ClaimSchema>;

/** One address for a claim's photo in every language: a file has none of its own. */
export const claimPhotoHref = (rentalId: string, index: number) =>
  `/alugueis/${encodeURIComponent(rentalId)}/reclamacao/fotos/${index}`;
