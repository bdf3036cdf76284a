import { ACCOUNT_RATE_LIMITS as L } from "@campuslar/domain/user/account-rules";
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

/** Mass account creation from one address. */
export const signupLimit = rateLimit({ name: "signup", rules: [{ scope: "ip", ...L.signup.perIp, key: byIp }] });

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
