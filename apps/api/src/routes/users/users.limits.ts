import { ACCOUNT_MESSAGES, ACCOUNT_RATE_LIMITS as L } from "@campuslar/domain/user/account-rules";
import { isDisposableEmail } from "../../lib/disposable-email.ts";
import { accountEmail, byIp, rateLimit } from "../../lib/rate-limit.ts";

const byAccount = async (c: Parameters<typeof byIp>[0]) => {
  const email = await accountEmail(c);
  return email ? [`account:${email}`] : undefined;
};

/** Password guessing: per account against one target, per address against many. */
export const loginLimit = rateLimit({
  name: "login",
  rules: [
    { scope: "account", ...L.login.perAccount, key: byAccount },
    { scope: "ip", ...L.login.perIp, key: byIp },
  ],
});

/** The address, for a signup whose e-mail is at a throwaway inbox domain. */
const byIpIfDisposable = async (c: Parameters<typeof byIp>[0]) => {
  const email = await accountEmail(c);
  return email && isDisposableEmail(email) ? byIp(c) : undefined;
};

/**
 * Mass account creation (docs/decisions/008-signup-abuse.md). A class behind one campus or
 * carrier address gets in together: the hourly count per address is generous and a slower
 * daily one caps an address's day. One e-mail cannot be tried over and over, and throwaway
 * e-mail domains, the usual tool of bulk signups, count against a much tighter daily limit
 * whose refusal tells the person to use an e-mail they keep.
 */
export const signupLimit = rateLimit({
  name: "signup",
  rules: [
    { scope: "ip", ...L.signup.perIp, key: byIp },
    { scope: "ip-day", ...L.signup.perIpDaily, key: byIp },
    { scope: "account", ...L.signup.perEmail, key: byAccount },
    {
      scope: "disposable",
      ...L.signup.disposablePerIp,
      key: byIpIfDisposable,
      refusal: { field: "email", key: "form.email.disposableLimited", message: ACCOUNT_MESSAGES.disposableLimited },
    },
  ],
});

/** Flooding someone's inbox with reset e-mails, or many inboxes from one address. */
export const forgotLimit = rateLimit({
  name: "forgot",
  rules: [
    { scope: "account", ...L.forgot.perAccount, key: byAccount },
    { scope: "ip", ...L.forgot.perIp, key: byIp },
  ],
});

/** Guessing reset tokens. */
export const resetPasswordLimit = rateLimit({
  name: "reset-password",
  rules: [{ scope: "ip", ...L.resetPassword.perIp, key: byIp }],
});
