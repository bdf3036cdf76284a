import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { redirect } from "react-router";

/**
 * The backoffice's money pages (statements, claims, payouts, the audit log) call API routes that
 * need the staff member's second factor confirmed in this session (issue 36, point 8). When one
 * answers 403 `second_factor_required`, the page sends staff to the code prompt, which brings
 * them back here once verified. Call it with the API's response before reading its body yourself:
 * it reads a clone. Throws the redirect; answers nothing otherwise.
 */
export async function redirectIfSecondFactorRequired(response: Response, url: URL): Promise<void> {
  if (response.status !== 403) return;
  const body = ApiErrorBodySchema.safeParse(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  if (body.success && body.data.error.code === "second_factor_required") throw secondFactorRedirect(url);
}

/** The redirect to `/admin/seguranca?next=<this page>` in the page's language. */
export function secondFactorRedirect(url: URL): Response {
  const next = `${url.pathname}${url.search}`;
  return redirect(`${href("adminSecurity", localeFromPath(url.pathname))}?next=${encodeURIComponent(next)}`);
}
