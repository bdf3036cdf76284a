import { actorOf } from "../../auth/policy.ts";
import { requireUser } from "../../auth/require-user.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { cancelRental, previewCancellation } from "../../services/payments/cancellation/cancellation-service.ts";
import { cancelDoc, previewCancellationDoc } from "../arrival/arrival.docs.ts";
import { holdContextOf, isUuid, noStore } from "../arrival/arrival-context.ts";

/** A cancellation by the listing's policy (issue 36, point 7): its preview, then the confirmed cancellation. */
export const cancellationRouter = createRouter();
cancellationRouter.use("/rentals/:id/cancellation", requireUser);

cancellationRouter.openAPIRegistry.registerPath(previewCancellationDoc);
cancellationRouter.get("/rentals/:id/cancellation", async (c) => {
  const id = c.req.param("id");
  if (!isUuid(id)) throw new HttpError("not_found", "No such rental");
  noStore(c);
  return c.json(await previewCancellation(c.var.deps.db, actorOf(c), id, holdContextOf(c)), 200);
});

cancellationRouter.openAPIRegistry.registerPath(cancelDoc);
cancellationRouter.post("/rentals/:id/cancellation", async (c) => {
  const id = c.req.param("id");
  if (!isUuid(id)) throw new HttpError("not_found", "No such rental");
  const body = await c.req.json().catch(() => null);
  const input = typeof body === "object" && body !== null ? (body as { confirm?: unknown; reason?: unknown }) : {};
  return c.json(await cancelRental(c.var.deps.db, actorOf(c), id, input, holdContextOf(c)), 200);
});
