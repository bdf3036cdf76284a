import type { Locale } from "@campuslar/domain/i18n/locales";
import { switchLocalePath } from "@campuslar/domain/routes/route-table";
import { safeRedirectPath } from "@campuslar/domain/routes/safe-redirect";

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
