import type { Role } from "@campuslar/domain/user/roles";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { HttpError } from "../lib/errors.ts";

/**
 * Who may do what, in one place. Every route that is not public asks here; the authorization
 * matrix test calls each of them as visitor, tenant, owner (own and someone else's listing)
 * and staff.
 *
 * - A visitor (no live session) gets 401 from `requireUser` before any of these run.
 * - Staff-only actions answer 403 to anyone else who is logged in.
 * - A listing that is not the caller's answers 404, as if it did not exist: owners must not
 *   learn which codes belong to unpublished listings of others. Staff may act on any listing.
 */
export type Actor = { id: string; role: Role };

export const policy = {
  /** The backoffice: leads inbox, review queue, sponsorship, users and roles. */
  isStaff: (actor: Actor): boolean => actor.role === "staff",
  /** Any logged-in user may start a listing; their first one makes a tenant an owner. */
  mayCreateListing: (_actor: Actor): boolean => true,
  /** Edit, photos, availability, submit: the listing's owner, or staff. */
  mayManageListing: (actor: Actor, listing: { ownerId: string | null }): boolean =>
    actor.role === "staff" || (listing.ownerId !== null && listing.ownerId === actor.id),
} as const;

/** The caller as the policy sees them; only after `requireUser`. */
export const actorOf = (c: { var: AppEnv["Variables"] }): Actor => ({
  id: c.var.auth.user.id,
  role: c.var.auth.user.role,
});

/** 404 unless the caller may manage this listing (see above for why not 403). */
export function assertMayManageListing(actor: Actor, listing: { ownerId: string | null } | undefined) {
  if (!listing || !policy.mayManageListing(actor, listing)) {
    throw new HttpError("not_found", "No such listing");
  }
}

/** Mount after `requireUser`: 403 for a logged-in user who is not staff. */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  if (!policy.isStaff(actorOf(c))) throw new HttpError("forbidden", "Only staff may do this");
  await next();
});
