import type { Locale } from "@campuslar/domain/i18n/locales";
import { switchLocalePath } from "@campuslar/domain/routes/route-table";

/**
 * Where to send a visitor after a form, from a value the form carried: only a path on this
 * site. Anything else (another origin, `//evil.example`, a backslash trick) goes home.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  return value;
}

/** The account pages themselves: a visitor is never sent back to one after logging in or signing up. */
const ACCOUNT_PAGE = /^(\/en)?\/(entrar|cadastro|esqueci-a-senha|redefinir-senha)\/?$/;

/**
 * The page to return to after logging in or signing up: a safe path on this site that is not
 * an account page, in the visitor's language (someone who switched language on the login page
 * comes back to the page they left, in the language they chose). Null when there is none.
 */
export function returnPath(value: unknown, locale: Locale): string | null {
  const path = safeRedirectPath(value, "");
  const [, pathname = "", rest = ""] = /^([^?#]*)(.*)$/s.exec(path) ?? [];
  if (!pathname || ACCOUNT_PAGE.test(pathname)) return null;
  return `${switchLocalePath(pathname, locale)}${rest}`;
}
