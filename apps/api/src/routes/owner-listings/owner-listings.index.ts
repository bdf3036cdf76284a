import { listingMessage } from "@campuslar/domain/listing/listing-messages";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { actorOf } from "../../auth/policy.ts";
import { requireUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { errorBody, HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { localizedFieldErrors } from "../../services/owner-listings/listing-errors.ts";
import { deleteListingPhoto, reorderListingPhotos } from "../../services/owner-listings/listing-photos-service.ts";
import {
  createOwnerListing,
  deleteOwnerListing,
  discardListingChanges,
  getOwnerListing,
  listOwnerInterests,
  listOwnerListings,
  setRoomAvailability,
  submitOwnerListing,
  updateOwnerListing,
} from "../../services/owner-listings/owner-listings-service.ts";
import { lookupPostalCode } from "../../services/owner-listings/postal-codes.ts";
import {
  createOwnerListingRoute,
  deleteOwnerListingRoute,
  deletePhotoRoute,
  discardListingChangesRoute,
  getOwnerListingRoute,
  listOwnerInterestsRoute,
  listOwnerListingsRoute,
  lookupPostalCodeRoute,
  reorderPhotosRoute,
  setRoomAvailabilityRoute,
  submitOwnerListingRoute,
  updateOwnerListingRoute,
  uploadPhotoDoc,
} from "./owner-listings.routes.ts";
import { uploadPhoto } from "./photo-upload.ts";

/**
 * The owner's side of listings (issue 9): drafts saved as they are typed, photos, submit for
 * review, room availability and the interests received. Every route needs a session; a listing
 * that is not the caller's answers 404 (`policy.ts`). Bad fields answer 400 with the listing
 * form's messages in the request's language.
 */
export const ownerListingsRouter = new OpenAPIHono<AppEnv>({
  defaultHook: (result, c) => {
    if (!result.success) {
      const locale = localeOf(c as unknown as Context<AppEnv>);
      return c.json(
        errorBody("validation_failed", VALIDATION_MESSAGE[locale], localizedFieldErrors(result.error.issues, locale)),
        400,
      );
    }
  },
});

ownerListingsRouter.use("/owner/*", requireUser);
ownerListingsRouter.use("/owner/*", async (c, next) => {
  c.header("Cache-Control", "private, no-store");
  await next();
});

ownerListingsRouter.openAPIRegistry.registerPath(uploadPhotoDoc);
ownerListingsRouter.post("/owner/listings/:code/photos", uploadPhoto);

ownerListingsRouter
  .openapi(listOwnerListingsRoute, async (c) => {
    return c.json({ items: await listOwnerListings(c.var.deps.db, actorOf(c)) }, 200);
  })
  .openapi(createOwnerListingRoute, async (c) => {
    const { created, listing } = await createOwnerListing(
      c.var.deps.db,
      actorOf(c),
      c.req.valid("json"),
      c.var.deps.now(),
      c.req.valid("header")["idempotency-key"] ?? null,
    );
    return created ? c.json(listing, 201) : c.json(listing, 200);
  })
  .openapi(deleteOwnerListingRoute, async (c) => {
    const { code } = c.req.valid("param");
    await deleteOwnerListing(c.var.deps.db, c.var.deps.photoStorage, actorOf(c), code, localeOf(c));
    return c.body(null, 204);
  })
  .openapi(discardListingChangesRoute, async (c) => {
    const { code } = c.req.valid("param");
    const { db, photoStorage } = c.var.deps;
    return c.json(await discardListingChanges(db, photoStorage, actorOf(c), code), 200);
  })
  .openapi(getOwnerListingRoute, async (c) => {
    return c.json(await getOwnerListing(c.var.deps.db, actorOf(c), c.req.valid("param").code), 200);
  })
  .openapi(updateOwnerListingRoute, async (c) => {
    const { code } = c.req.valid("param");
    const listing = await updateOwnerListing(
      c.var.deps.db,
      actorOf(c),
      code,
      c.req.valid("json"),
      localeOf(c),
      c.var.deps.now(),
    );
    return c.json(listing, 200);
  })
  .openapi(submitOwnerListingRoute, async (c) => {
    const { code } = c.req.valid("param");
    return c.json(await submitOwnerListing(c.var.deps.db, actorOf(c), code, localeOf(c), c.var.deps.now()), 200);
  })
  .openapi(setRoomAvailabilityRoute, async (c) => {
    const { code, roomId } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(await setRoomAvailability(c.var.deps.db, actorOf(c), code, roomId, body, c.var.deps.now()), 200);
  })
  .openapi(reorderPhotosRoute, async (c) => {
    const { code } = c.req.valid("param");
    const { ids } = c.req.valid("json");
    return c.json(await reorderListingPhotos(c.var.deps.db, actorOf(c), code, ids, localeOf(c), c.var.deps.now()), 200);
  })
  .openapi(deletePhotoRoute, async (c) => {
    const { code, photoId } = c.req.valid("param");
    const deps = c.var.deps;
    return c.json(await deleteListingPhoto(deps.db, deps.photoStorage, actorOf(c), code, photoId, deps.now()), 200);
  })
  .openapi(listOwnerInterestsRoute, async (c) => {
    return c.json({ items: await listOwnerInterests(c.var.deps.db, actorOf(c)) }, 200);
  })
  .openapi(lookupPostalCodeRoute, async (c) => {
    const found = lookupPostalCode(c.req.valid("param").cep);
    if (!found) throw new HttpError("not_found", listingMessage("listing.postalCode.unknown", localeOf(c)));
    return c.json(found, 200);
  });
