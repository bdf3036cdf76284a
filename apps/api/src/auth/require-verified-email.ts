import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { HttpError } from "../lib/errors.ts";
import { localeOf } from "../lib/request-locale.ts";

/**
 * Issue 35: only an account whose e-mail address is proven may propose, upload documents or sign
 * a lease; every notice of a rental goes to that address. Mount after `requireUser`. The answer
 * is 403 with the reason in the visitor's language; the web shows it with a link to resend the
 * verification e-mail.
 */
export const EMAIL_UNVERIFIED_MESSAGE = {
  pt: "Confirme seu e-mail antes de continuar: enviamos um link para o seu endereço ao criar a conta.",
  en: "Please confirm your e-mail address first: we sent a link to it when you created your account.",
} as const;

export const requireVerifiedEmail = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.auth.user.emailVerifiedAt === null) {
    const locale = localeOf(c);
    throw new HttpError("forbidden", EMAIL_UNVERIFIED_MESSAGE[locale]);
  }
  await next();
});
