import type { Locale } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { requireUser } from "../../../session/require-user.server.ts";
import type { Route } from "./+types/housing-letter-route";
import { pdfFromApi } from "./lease.server.ts";

/** `/alugueis/:id/carta-de-moradia.pdf?lang=`: the student's housing letter, the asked language first. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale: Locale = url.searchParams.get("lang") === "en" ? "en" : "pt";
  await requireUser(context, new URL(href("rentalLease", locale, { id: params.id }), url));
  return pdfFromApi(context, `/v2/rentals/${encodeURIComponent(params.id)}/housing-letter.pdf?lang=${locale}`, locale);
}
