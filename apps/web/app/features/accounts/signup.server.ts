import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { type SessionResponseSchema, SignupSchema } from "@campuslar/domain/user/user-forms";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { parseForm, postApiForm } from "../../api/api-form.server.ts";
import { typedValues } from "../../api/form-values.server.ts";
import { t } from "../../i18n/t.ts";
import { returnPath } from "../../session/safe-redirect.ts";
import { storeSessionToken } from "../../session/session.server.ts";
import "./messages.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/** The fields typed into the signup form and shown again after a refusal (never the password). */
export const SIGNUP_KEPT_FIELDS = ["name", "phone", "phoneCountry", "email"] as const;

/**
 * `/cadastro`: checked with the domain's schema, then `POST /v2/users/signup` in the visitor's
 * language (the account keeps it for its e-mails). The API's refusals land next to their field
 * (an e-mail already used, 409, next to the e-mail; a throwaway e-mail refused by the abuse
 * limits, next to the e-mail too). Success logs the person in the way login does (the httpOnly
 * session cookie) and goes back to the page they came from, in their language, or to the
 * account page.
 */
export async function signUp({ request, context, url }: Args) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const values = typedValues(form, SIGNUP_KEPT_FIELDS);
  const redirectTo = returnPath(form.get("redirectTo"), locale) ?? href("account", locale);

  const parsed = parseForm(
    SignupSchema,
    {
      name: form.get("name"),
      phone: form.get("phone"),
      phoneCountry: form.get("phoneCountry"),
      email: form.get("email"),
      password: form.get("password"),
      locale,
    },
    locale,
  );
  if (!parsed.ok) return data({ values, errors: parsed.errors }, { status: 400 });

  const result = await postApiForm<z.infer<typeof SessionResponseSchema>>(
    context,
    "/v2/users/signup",
    parsed.data,
    locale,
    {
      unavailable: t(locale, "account.signup.unavailable"),
      tooMany: (minutes) => t(locale, "account.tooMany", { minutes }),
    },
  );
  if (!result.ok) return data({ values, errors: result.errors }, { status: result.status });
  return redirect(redirectTo, { headers: { "Set-Cookie": await storeSessionToken(request, result.data.token) } });
}
