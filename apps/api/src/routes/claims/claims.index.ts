import { actorOf } from "../../auth/policy.ts";
import { requireMoneyStaff } from "../../auth/require-money-staff.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { claimForStaff, decideClaim, listClaims } from "../../services/payments/claims/claim-service.ts";
import { claimDoc, decideClaimDoc, listClaimsDoc } from "../arrival/arrival.docs.ts";
import { holdContextOf, isUuid, noStore } from "../arrival/arrival-context.ts";

/**
 * Staff's arrival claims (issue 36, point 5). Mounted after `adminRouter`, whose `/admin/*` guard
 * (a session, then the staff role) runs first; deciding moves money, so it asks for the second factor.
 */
export const claimsAdminRouter = createRouter();
claimsAdminRouter.use("/admin/claims/:id/decision", requireMoneyStaff);

claimsAdminRouter.openAPIRegistry.registerPath(listClaimsDoc);
claimsAdminRouter.get("/admin/claims", async (c) => {
  noStore(c);
  return c.json({ items: await listClaims(c.var.deps.db) }, 200);
});

claimsAdminRouter.openAPIRegistry.registerPath(claimDoc);
claimsAdminRouter.get("/admin/claims/:id", async (c) => {
  const id = c.req.param("id");
  if (!isUuid(id)) throw new HttpError("not_found", "No such claim");
  noStore(c);
  return c.json(await claimForStaff(c.var.deps.db, id), 200);
});

claimsAdminRouter.openAPIRegistry.registerPath(decideClaimDoc);
claimsAdminRouter.post("/admin/claims/:id/decision", async (c) => {
  const id = c.req.param("id");
  if (!isUuid(id)) throw new HttpError("not_found", "No such claim");
  const body = await c.req.json().catch(() => null);
  const ctx = { ...holdContextOf(c), ip: clientIp(c) ?? null };
  return c.json(await decideClaim(c.var.deps.db, actorOf(c), id, body, ctx), 200);
});
