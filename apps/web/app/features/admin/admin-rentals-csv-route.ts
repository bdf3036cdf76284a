import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { apiContext } from "../../api/api-context.ts";
import { passFileThrough, refererPath } from "../../api/file-response.server.ts";
import { loginRedirectTo } from "../../session/require-user.server.ts";
import type { Route } from "./+types/admin-rentals-csv-route";
import { pickParams } from "./admin-filters.ts";

/** The pipeline's filters, the same ones the page was showing. */
const FILTERS = ["stage", "q", "from", "to"] as const;

/**
 * `GET /admin/alugueis.csv?<filters>`: the rentals the pipeline shows, as the API's CSV file,
 * passed through as it streams (the browser never holds the session token). A visitor is sent
 * to log in and back to the pipeline; anyone else the API refuses gets its status in a short line.
 */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const filters = pickParams(url.searchParams, FILTERS);
  const locale = localeFromPath(refererPath(request));
  filters.set("lang", locale);
  const response = await context.get(apiContext)(`/v2/admin/rentals.csv?${filters}`);
  filters.delete("lang");
  if (response.status === 401) {
    const back = `${href("adminRentals", locale)}${filters.size > 0 ? `?${filters}` : ""}`;
    throw loginRedirectTo(locale, back);
  }
  if (!response.ok) {
    const status = response.status === 403 ? 403 : response.status === 400 ? 400 : 503;
    const text = { 403: "Forbidden", 400: "The filters are invalid", 503: "The export is not available right now" }[
      status
    ];
    return new Response(text, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return passFileThrough(response, ["Content-Type", "Content-Disposition"]);
}
