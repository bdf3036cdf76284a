import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { ForgotPasswordSchema } from "@campuslar/domain/user/user-forms";
import { data, type RouterContextProvider } from "react-router";
import { parseForm, postApiForm } from "../../api/api-form.server.ts";
import { t } from "../../i18n/t.ts";
import "./messages.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/**
 * `/esqueci-a-senha`: `POST /v2/users/forgot` with the e-mail and the visitor's language (the
 * reset e-mail is written in it). The API answers the same whether or not an account has that
 * address, and so does this page: one confirmation for everyone (spec §7), nothing to learn who
 * has an account. Only a malformed e-mail, too many tries or the API being down are refused.
 */
export async function requestReset({ request, context, url }: Args) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const values = { email: String(form.get("email") ?? "") };

  const parsed = parseForm(ForgotPasswordSchema, { email: form.get("email"), locale }, locale);
  if (!parsed.ok) return data({ sent: false as const, values, errors: parsed.errors }, { status: 400 });

  const result = await postApiForm<{ message: string }>(context, "/v2/users/forgot", parsed.data, locale, {
    unavailable: t(locale, "account.forgot.unavailable"),
    tooMany: (minutes) => t(locale, "account.tooMany", { minutes }),
  });
  if (!result.ok) return data({ sent: false as const, values, errors: result.errors }, { status: result.status });
  return { sent: true as const, values, errors: undefined };
}
