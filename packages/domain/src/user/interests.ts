import { z } from "zod";
import { LEAD_STATUSES } from "../lead/lead-enums.ts";
import { PURPOSES } from "../property/property-enums.ts";

/** How many of a user's interests the account page lists, newest first. */
export const USER_INTERESTS_MAX = 50;

/**
 * One interest the user sent from a listing's page while logged in: the rent interest form or a
 * sale listing's contact form (`purpose` says which), with where staff are with it (`status`).
 * `available` is false once the listing is no longer published, so a page does not link to it.
 */
export const UserInterestSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  purpose: z.enum(PURPOSES),
  available: z.boolean(),
  status: z.enum(LEAD_STATUSES),
  sentAt: z.string(),
});
export type UserInterest = z.infer<typeof UserInterestSchema>;

/** `GET /v2/user/interests`: the caller's interests, newest first, at most USER_INTERESTS_MAX. */
export const UserInterestListSchema = z.object({ items: z.array(UserInterestSchema).max(USER_INTERESTS_MAX) });
export type UserInterestList = z.infer<typeof UserInterestListSchema>;
