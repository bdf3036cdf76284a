import type { Locale } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { requireUser } from "../../../session/require-user.server.ts";
import type { Route } from "./+types/lease-pdf-route";
import { pdfFromApi } from "./lease.server.ts";

/** `/alugueis/:id/contrato.pdf?lang=`: the lease's PDF (the signed copy once both signed), with the session. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale: Locale = url.searchParams.get("lang") === "en" ? "en" : "pt";
  await requireUser(context, new URL(href("rentalLease", locale, { id: params.id }), url));
  return pdfFromApi(context, `/v2/rentals/${encodeURIComponent(params.id)}/lease.pdf?lang=${locale}`, locale);
}
