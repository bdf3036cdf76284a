import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { apiContext } from "../../api/api-context.ts";
import { passFileThrough, refererPath } from "../../api/file-response.server.ts";
import { loginRedirectTo } from "../../session/require-user.server.ts";
import type { Route } from "./+types/admin-leads-csv-route";
import { pickParams } from "./admin-filters.ts";

/** The inbox's filters, the same ones the list was showing. */
const FILTERS = ["kind", "status", "q", "from", "to"] as const;

/**
 * `GET /admin/contatos.csv?<filters>`: the leads the inbox shows, as the API's CSV file,
 * passed through as it streams (the browser never holds the session token, so it cannot ask
 * the API itself). A visitor is sent to log in first; anyone else the API refuses gets its
 * status with a short line.
 */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const filters = pickParams(url.searchParams, FILTERS);
  const response = await context.get(apiContext)(`/v2/admin/leads.csv${filters.size > 0 ? `?${filters}` : ""}`);
  if (response.status === 401) {
    // Back to the inbox with the same filters once logged in, in the language the visitor came from.
    const locale = localeFromPath(refererPath(request));
    const back = `${href("admin", locale)}${filters.size > 0 ? `?${filters}` : ""}`;
    throw loginRedirectTo(locale, back);
  }
  if (!response.ok) {
    return new Response(response.status === 403 ? "Forbidden" : "The export is not available right now", {
      status: response.status === 403 ? 403 : 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return passFileThrough(response, ["Content-Type", "Content-Disposition"]);
}
