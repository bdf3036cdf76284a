import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { ResetPasswordSchema } from "@campuslar/domain/user/user-forms";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { parseForm, postApiForm } from "../../api/api-form.server.ts";
import { t } from "../../i18n/t.ts";
import { clearSessionToken, readSessionToken } from "../../session/session.server.ts";
import "./messages.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/** The page's form: the API's fields plus the new password typed a second time. */
const ResetFormSchema = ResetPasswordSchema.extend({
  confirm: z.string({ error: "form.passwordConfirm.required" }).min(1, "form.passwordConfirm.required"),
}).superRefine((form, ctx) => {
  if (form.confirm && form.confirm !== form.password) {
    ctx.addIssue({ code: "custom", path: ["confirm"], message: "form.passwordConfirm.mismatch" });
  }
});

/**
 * `/redefinir-senha?token=…`: the token from the e-mail's link and the new password, checked
 * with the domain's rule (spec §5) here too, so the page works without JavaScript; then
 * `POST /v2/users/reset-password`. A used, expired or mangled token comes back as `token`
 * (the page says so and offers a new link). Success ends every session of the account at the
 * API, so a session cookie this browser holds is removed with the answer.
 */
export async function resetPassword({ request, context, url }: Args) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();

  const parsed = parseForm(
    ResetFormSchema,
    { token: form.get("token"), password: form.get("password"), confirm: form.get("confirm") },
    locale,
  );
  if (!parsed.ok) return data({ done: false as const, errors: parsed.errors }, { status: 400 });

  const { confirm: _typedAgain, ...body } = parsed.data;
  const result = await postApiForm<{ message: string }>(context, "/v2/users/reset-password", body, locale, {
    unavailable: t(locale, "account.reset.unavailable"),
    tooMany: (minutes) => t(locale, "account.tooMany", { minutes }),
  });
  if (!result.ok) return data({ done: false as const, errors: result.errors }, { status: result.status });
  const headers = (await readSessionToken(request)) ? { "Set-Cookie": await clearSessionToken(request) } : undefined;
  return data({ done: true as const, errors: undefined }, { headers });
}
