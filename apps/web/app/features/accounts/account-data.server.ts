import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { DELETE_CONFIRM_VALUE, DeleteAccountFormSchema } from "@campuslar/domain/user/account-deletion";
import { data, type RouterContextProvider, redirect } from "react-router";
import { apiContext } from "../../api/api-context.ts";
import { parseForm, postApiForm } from "../../api/api-form.server.ts";
import { t } from "../../i18n/t.ts";
import { loginRedirect, loginRedirectTo } from "../../session/require-user.server.ts";
import { clearSessionToken, readSessionToken } from "../../session/session.server.ts";
import { accountDeletedHref, DELETE_ACCOUNT_INTENT } from "../../site/account-links.ts";
import "./messages.ts";
import "./account-data-messages.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/**
 * `/conta/dados.json`: the API's file of everything held about the visitor, passed through with
 * its name (`Content-Disposition: attachment`) so a plain link downloads it, with no script. A
 * visitor without a live session logs in first and comes back to the account page.
 */
export async function downloadAccountData({ request, context, url }: Args): Promise<Response> {
  const locale = localeFromPath(url.pathname);
  // Back to the account page after logging in, not to a download.
  const login = () => loginRedirectTo(locale, href("account", locale));
  if (!(await readSessionToken(request))) throw login();
  let response: Response;
  try {
    response = await context.get(apiContext)(`/v2/user/me/export?lang=${locale}`);
  } catch (error) {
    console.error("GET /v2/user/me/export failed", error);
    throw data(t(locale, "accountData.export.failed"), { status: 503 });
  }
  // The session middleware clears the cookie of a session the API no longer knows.
  if (response.status === 401) throw login();
  if (!response.ok) {
    console.warn(`GET /v2/user/me/export answered ${response.status}`);
    throw data(t(locale, "accountData.export.failed"), { status: 503 });
  }
  return new Response(response.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": response.headers.get("Content-Disposition") ?? 'attachment; filename="campuslar.json"',
      "Cache-Control": "private, no-store",
    },
  });
}

/** What the deletion form shows again after a refusal: the box as it was (never the password). */
export type DeleteAccountValues = { confirm: boolean };

/**
 * The account page's "Delete my account": checked with the domain's schema (the password and
 * the ticked box, each message next to its field), then `DELETE /v2/user/me` with the password.
 * A wrong password comes back next to the password field in the visitor's language; anything
 * else (a staff account, too many tries, the API down) above the form. Deleted, the session
 * cookie is cleared and the visitor lands on the home page, which says so.
 */
export async function deleteAccountAction({ request, context, url }: Args) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  if (form.get("intent") !== DELETE_ACCOUNT_INTENT) return data(null, { status: 400 });
  const values: DeleteAccountValues = { confirm: form.get("confirm") === DELETE_CONFIRM_VALUE };

  const parsed = parseForm(
    DeleteAccountFormSchema,
    { password: form.get("password") ?? "", confirm: form.get("confirm") ?? undefined },
    locale,
  );
  if (!parsed.ok) return data({ values, errors: parsed.errors }, { status: 400 });

  const result = await postApiForm<undefined>(
    context,
    "/v2/user/me",
    { password: parsed.data.password },
    locale,
    {
      unavailable: t(locale, "accountData.delete.unavailable"),
      tooMany: (minutes) => t(locale, "account.tooMany", { minutes }),
    },
    {},
    "DELETE",
  );
  if (!result.ok) {
    // The session ended meanwhile (another tab deleted the account, or logged out): log in again.
    if (result.status === 401) throw loginRedirect(url);
    return data({ values, errors: result.errors }, { status: result.status });
  }
  throw redirect(accountDeletedHref(locale), { headers: { "Set-Cookie": await clearSessionToken(request) } });
}
