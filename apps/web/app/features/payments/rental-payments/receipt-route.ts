import { href } from "@campuslar/domain/routes/route-table";
import { requireUser } from "../../../session/require-user.server.ts";
import type { Route } from "./+types/receipt-route";
import { receiptFromApi } from "./rental-payments.server.ts";

/** `/alugueis/:id/pagamentos/:chargeId/recibo.pdf`: a paid charge's receipt (pt with en beside), with the session. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requireUser(context, new URL(href("rentalPayments", "pt", { id: params.id }), url));
  return receiptFromApi(context, params.id, params.chargeId);
}
