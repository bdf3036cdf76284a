import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { type User, VerifyEmailSchema } from "@campuslar/domain/user/user-forms";
import { data, type RouterContextProvider, redirect } from "react-router";
import { type FormErrors, parseForm, postApiForm } from "../../api/api-form.server.ts";
import { t } from "../../i18n/t.ts";
import { loadCurrentUser } from "../../session/current-user.server.ts";
import { requireUser } from "../../session/require-user.server.ts";
import { returnPath } from "../../session/safe-redirect.ts";
import "./messages.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/** The account page once the link worked: it says so above everything (`account-page.tsx`). */
export const VERIFIED_PARAM = "verificado";

const TOKEN = /^[\w-]{20,200}$/;

export type VerifyEmailView =
  /** The e-mail's link: the page's button verifies (opening the link alone does nothing, as an inbox's link checker may open it). */
  | { mode: "token"; token: string | null; signedIn: boolean }
  /** "Check your e-mail": the signed-in person whose address waits, with a button for a new link. */
  | { mode: "check"; email: string; next: string };

/**
 * `/verificar-email`: with `?token=…` (the e-mail's link) the confirm button, for anyone; without,
 * the signed-in person's "check your e-mail" (a visitor logs in first, and a verified account
 * goes on to the page it came for, or the account page).
 */
export async function verifyEmailLoader({ context, url }: Args): Promise<VerifyEmailView> {
  const locale = localeFromPath(url.pathname);
  const raw = url.searchParams.get("token");
  if (raw !== null) {
    const token = raw.trim();
    return {
      mode: "token",
      token: TOKEN.test(token) ? token : null,
      signedIn: (await loadCurrentUser(context)) !== null,
    };
  }
  const user = await requireUser(context, url);
  const next = returnPath(url.searchParams.get("redirectTo"), locale) ?? href("account", locale);
  if (user.emailVerified) throw redirect(next);
  return { mode: "check", email: user.email, next };
}

export type VerifyEmailResult = {
  intent: "verify" | "resend";
  /** The link worked, for a browser not signed in to that account (signed in, the account page says so). */
  verified?: boolean;
  /** A new link went out: the API's sentence. */
  sent?: string;
  errors?: FormErrors;
};

/**
 * The page's two buttons, and the account page's banner's: `verify` sends the token to
 * `POST /v2/users/verify-email` (signed in, the person lands on their account page, which says it
 * worked); `resend` asks `POST /v2/user/me/verification-email` for a new link (limited per account:
 * past it, how long to wait), for the signed-in person only.
 */
export async function verifyEmailAction({ request, context, url }: Args) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const texts = {
    unavailable: t(locale, "account.verify.unavailable"),
    tooMany: (minutes: number) => t(locale, "account.tooMany", { minutes }),
  };

  if (form.get("intent") === "resend") {
    await requireUser(context, url);
    const result = await postApiForm<{ message: string }>(context, "/v2/user/me/verification-email", {}, locale, texts);
    // Verified meanwhile (another tab): nothing to send, the account page says it is.
    if (!result.ok && result.status === 409) throw redirect(href("account", locale));
    if (!result.ok)
      return data<VerifyEmailResult>({ intent: "resend", errors: result.errors }, { status: result.status });
    return data<VerifyEmailResult>({ intent: "resend", sent: result.data.message });
  }

  const parsed = parseForm(VerifyEmailSchema, { token: form.get("token") }, locale);
  if (!parsed.ok) return data<VerifyEmailResult>({ intent: "verify", errors: parsed.errors }, { status: 400 });
  const result = await postApiForm<{ message: string; user: User }>(
    context,
    "/v2/users/verify-email",
    parsed.data,
    locale,
    texts,
  );
  if (!result.ok)
    return data<VerifyEmailResult>({ intent: "verify", errors: result.errors }, { status: result.status });
  const me = await loadCurrentUser(context);
  if (me?.id === result.data.user.id) throw redirect(`${href("account", locale)}?${VERIFIED_PARAM}=1`);
  return data<VerifyEmailResult>({ intent: "verify", verified: true });
}
