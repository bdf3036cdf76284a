import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { LoginSchema, type SessionResponseSchema } from "@campuslar/domain/user/user-forms";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { parseForm, postApiForm } from "../../api/api-form.server.ts";
import { t } from "../../i18n/t.ts";
import { returnPath } from "../../session/safe-redirect.ts";
import { storeSessionToken } from "../../session/session.server.ts";
import "./messages.ts";

/**
 * Spec §4: logging in stores the token (here, in the httpOnly session cookie; DESIGN §5) and
 * the user. The form is checked with the domain's schema first, so an empty or malformed
 * field is answered at once, next to the field, in the visitor's language; the e-mail typed
 * comes back with every answer.
 */
export async function logIn({
  request,
  context,
  url,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
}) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const values = { email: String(form.get("email") ?? "") };
  const redirectTo = returnPath(form.get("redirectTo"), locale) ?? href("home", locale);

  const parsed = parseForm(LoginSchema, { email: form.get("email"), password: form.get("password") }, locale);
  if (!parsed.ok) return data({ values, errors: parsed.errors }, { status: 400 });

  const result = await postApiForm<z.infer<typeof SessionResponseSchema>>(
    context,
    "/v2/users/login",
    parsed.data,
    locale,
    {
      unavailable: t(locale, "account.unavailable"),
      tooMany: (minutes) => t(locale, "account.tooMany", { minutes }),
    },
  );
  if (!result.ok) return data({ values, errors: result.errors }, { status: result.status });
  return redirect(redirectTo, { headers: { "Set-Cookie": await storeSessionToken(request, result.data.token) } });
}
