import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { apiContext } from "../../../api/api-context.ts";
import { passFileThrough, refererPath } from "../../../api/file-response.server.ts";
import { secondFactorRedirect } from "../../../api/second-factor.server.ts";
import { loginRedirectTo } from "../../../session/require-user.server.ts";
import type { Route } from "./+types/admin-payouts-csv-route";

/**
 * `GET /admin/repasses/:id/csv`: a payout batch as the API's CSV (accounts in full), passed
 * through as it streams: the browser never holds the session token. A visitor logs in and comes
 * back to the payouts page; a session without its second factor confirms it first.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(refererPath(request));
  const response = await context.get(apiContext)(
    `/v2/admin/payout-batches/${encodeURIComponent(params.id)}/csv?lang=${locale}`,
  );
  const page = href("adminPayouts", locale);
  if (response.status === 401) throw loginRedirectTo(locale, page);
  if (response.status === 403) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    if (body?.error?.code === "second_factor_required") throw secondFactorRedirect(new URL(page, request.url));
  }
  if (!response.ok) {
    const status = response.status === 403 ? 403 : response.status === 404 || response.status === 400 ? 404 : 503;
    const text = { 403: "Forbidden", 404: "No such batch", 503: "The file is not available right now" }[status];
    return new Response(text, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return passFileThrough(response, ["Content-Type", "Content-Disposition"]);
}
