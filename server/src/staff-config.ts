import { passwordProblems } from "@campuslar/domain/user/password-policy";
import { z } from "zod";

/** The first staff account, from `STAFF_EMAIL` + `STAFF_PASSWORD` (and `STAFF_NAME`), made at start. */
export type StaffAccountConfig = { email: string; password: string; name?: string };

const PASSWORD_RULE = "must have at least 6 characters, an uppercase letter and a digit";

/**
 * `STAFF_EMAIL` alone only names the inbox told of new leads. With `STAFF_PASSWORD` it is also
 * the staff account made (or promoted) at start; a password or name without the e-mail is a
 * mistake, and so is a password the site itself would refuse.
 * Answers the account, or the one line that says what is wrong (never the password).
 */
export function parseStaffAccount(env: Record<string, string | undefined>): {
  account?: StaffAccountConfig;
  problem?: string;
} {
  const email = env.STAFF_EMAIL?.trim();
  const password = env.STAFF_PASSWORD;
  const name = env.STAFF_NAME?.trim();
  if (password === undefined) {
    return name ? { problem: "STAFF_NAME is only used with STAFF_EMAIL and STAFF_PASSWORD" } : {};
  }
  if (!email) return { problem: "STAFF_PASSWORD must be set together with STAFF_EMAIL" };
  if (!z.email().safeParse(email).success) return { problem: "STAFF_EMAIL must be an e-mail address" };
  if (password.length > 200 || passwordProblems(password).length > 0) {
    return { problem: `STAFF_PASSWORD ${PASSWORD_RULE}` };
  }
  if (name !== undefined && name.length > 120) return { problem: "STAFF_NAME must have at most 120 characters" };
  return { account: { email: email.toLowerCase(), password, ...(name ? { name } : {}) } };
}
