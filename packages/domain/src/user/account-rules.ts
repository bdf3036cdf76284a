import type { Locale } from "../i18n/locales.ts";

/** A login lasts this long unless revoked (logout, password reset). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Issue #4: a reset link is single-use and valid for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Issue 34: the link that verifies an account's e-mail works once, for 48 hours (a signup is
 * often read a day later); a new one can be asked for from the account page.
 */
export const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

/** Messages the account calls answer with, in both languages (spec §7 for `forgot`). */
export const ACCOUNT_MESSAGES = {
  forgotSent: {
    en: "In moments you will receive an email with instructions to reset your password",
    pt: "Em instantes você receberá um e-mail com instruções para redefinir sua senha",
  },
  emailTaken: {
    en: "An account with this email already exists",
    pt: "Já existe uma conta com este e-mail",
  },
  badCredentials: {
    en: "Wrong email or password",
    pt: "E-mail ou senha incorretos",
  },
  resetTokenInvalid: {
    en: "This reset link is invalid or has expired; ask for a new one",
    pt: "Este link de redefinição é inválido ou expirou; peça um novo",
  },
  passwordChanged: {
    en: "Your password was changed",
    pt: "Sua senha foi alterada",
  },
  unauthorized: {
    en: "Please log in",
    pt: "Faça login para continuar",
  },
  /** A 429: the call is refused for a while (`Retry-After` says how long). */
  tooManyAttempts: {
    en: "Too many attempts; please try again later",
    pt: "Muitas tentativas; tente novamente mais tarde",
  },
  verifySent: {
    en: "We sent a new link to your e-mail address",
    pt: "Enviamos um novo link para o seu e-mail",
  },
  verifyTokenInvalid: {
    en: "This verification link is invalid, was already used or has expired; ask for a new one",
    pt: "Este link de verificação é inválido, já foi usado ou expirou; peça um novo",
  },
  emailVerified: {
    en: "Your e-mail address is verified",
    pt: "Seu e-mail está verificado",
  },
  alreadyVerified: {
    en: "This e-mail address is already verified",
    pt: "Este e-mail já está verificado",
  },
  /** A 429 on signup from an address that made too many accounts with throwaway e-mails. */
  disposableLimited: {
    en: "Too many accounts with temporary e-mail addresses came from your network. Please use an e-mail you keep: owners answer you there and it lets you reset your password",
    pt: "Muitas contas com e-mails temporários vieram da sua rede. Use um e-mail que você mantém: os proprietários respondem por ele e é por ele que você redefine sua senha",
  },
} as const satisfies Record<string, Record<Locale, string>>;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Issue #4: abuse limits of the account calls, per account (the e-mail in the body) and per
 * client address. The per-address limits are looser because several students can share one
 * address (a campus network, a shared flat, a carrier's NAT).
 *
 * Signup (docs/decisions/008-signup-abuse.md): a whole class behind one address must get in,
 * so the hourly count per address is generous; a slower daily count per address caps what one
 * address makes over a day; one e-mail cannot be tried over and over; and signups with a
 * throwaway e-mail domain count against a much tighter daily limit of their own.
 */
export const ACCOUNT_RATE_LIMITS = {
  login: {
    /**
     * Issue 17: wrong passwords for one account from one address, refused past the limit. An
     * attacker elsewhere cannot use it to lock the owner out: it is the pair that is refused.
     */
    perAccountAndIp: { limit: 5, windowMs: 15 * MINUTE_MS },
    /** Wrong passwords for one account from anywhere: past `slowAfter`, each attempt waits longer, never refused. */
    perAccount: { slowAfter: 10, windowMs: 15 * MINUTE_MS },
    /** Every attempt from one address, whatever the account (guessing across many accounts). */
    perIp: { limit: 30, windowMs: 15 * MINUTE_MS },
  },
  signup: {
    perIp: { limit: 60, windowMs: HOUR_MS },
    perIpDaily: { limit: 200, windowMs: DAY_MS },
    perEmail: { limit: 5, windowMs: HOUR_MS },
    disposablePerIp: { limit: 3, windowMs: DAY_MS },
  },
  forgot: {
    /**
     * E-mails per account: past the limit the call answers as usual and sends nothing, so
     * someone else's requests never refuse the owner's own; every link sent in the window is
     * still live (a link lasts RESET_TOKEN_TTL_MS, the window's length).
     */
    perAccount: { limit: 5, windowMs: HOUR_MS },
    perIp: { limit: 20, windowMs: HOUR_MS },
  },
  resetPassword: { perIp: { limit: 10, windowMs: HOUR_MS } },
  /**
   * Issue 34: new verification links asked for by one account (the first, sent at signup, is not
   * counted), so nobody uses the button to flood an inbox; and guessing links from one address.
   */
  resendVerification: { perAccount: { limit: 3, windowMs: HOUR_MS } },
  verifyEmail: { perIp: { limit: 20, windowMs: HOUR_MS } },
} as const;

/**
 * Issue 17: how long a login waits after `failures` wrong passwords for its account in the
 * window (from any address): nothing up to `slowAfter`, then 250 ms doubling per failure, at
 * most 4 s. It slows a distributed guess; the right password still logs in, only later.
 */
export function loginDelayMs(failures: number): number {
  const over = failures - ACCOUNT_RATE_LIMITS.login.perAccount.slowAfter;
  return over <= 0 ? 0 : Math.min(4_000, 250 * 2 ** (over - 1));
}
