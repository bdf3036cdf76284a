import { actorOf } from "../../auth/policy.ts";
import { requireUser } from "../../auth/require-user.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { claimOfRental, readClaimPhoto } from "../../services/payments/claims/claim-service.ts";
import { confirmMoveIn } from "../../services/payments/hold/arrival-moves.ts";
import { arrivalView } from "../../services/payments/hold/arrival-view.ts";
import { arrivalDoc, claimPhotoDoc, moveInDoc, openClaimDoc, rentalClaimDoc } from "./arrival.docs.ts";
import { holdContextOf, isUuid, noStore } from "./arrival-context.ts";
import { uploadClaim } from "./claim-upload.ts";

/** The student's arrival (issue 36, point 5): confirming the move-in, or a claim with photos. */
export const arrivalRouter = createRouter();
for (const path of ["/rentals/:id/arrival", "/rentals/:id/move-in", "/rentals/:id/claim", "/rentals/:id/claim/*"]) {
  arrivalRouter.use(path, requireUser);
  arrivalRouter.use(path, async (c, next) => {
    noStore(c);
    await next();
  });
}

arrivalRouter.openAPIRegistry.registerPath(arrivalDoc);
arrivalRouter.get("/rentals/:id/arrival", async (c) => {
  const id = c.req.param("id");
  if (!isUuid(id)) throw new HttpError("not_found", "No such rental");
  return c.json(await arrivalView(c.var.deps.db, actorOf(c), id, c.var.deps.now()), 200);
});

arrivalRouter.openAPIRegistry.registerPath(moveInDoc);
arrivalRouter.post("/rentals/:id/move-in", async (c) => {
  const id = c.req.param("id");
  if (!isUuid(id)) throw new HttpError("not_found", "No such rental");
  return c.json(await confirmMoveIn(c.var.deps.db, actorOf(c), id, holdContextOf(c)), 200);
});

arrivalRouter.openAPIRegistry.registerPath(openClaimDoc);
arrivalRouter.post("/rentals/:id/claim", uploadClaim);

arrivalRouter.openAPIRegistry.registerPath(rentalClaimDoc);
arrivalRouter.get("/rentals/:id/claim", async (c) => {
  const id = c.req.param("id");
  if (!isUuid(id)) throw new HttpError("not_found", "No such rental");
  return c.json(await claimOfRental(c.var.deps.db, actorOf(c), id, localeOf(c)), 200);
});

arrivalRouter.openAPIRegistry.registerPath(claimPhotoDoc);
arrivalRouter.get("/rentals/:id/claim/photos/:index", async (c) => {
  const { id, index } = c.req.param();
  if (!isUuid(id) || !/^[0-4]$/.test(index)) throw new HttpError("not_found", "No such photo");
  const { db, privateFiles } = c.var.deps;
  const photo = await readClaimPhoto(db, privateFiles, actorOf(c), id, Number(index), localeOf(c));
  return new Response(new Uint8Array(photo.bytes), {
    status: 200,
    headers: {
      "content-type": photo.contentType,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
    },
  });
});
