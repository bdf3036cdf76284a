import type { Locale } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { useLocation } from "react-router";
import { useLocale } from "../i18n/t.ts";
import { returnPath } from "./safe-redirect.ts";

export const RETURN_PARAM = "redirectTo";

/**
 * The login or signup page, carrying the way back to `returnTo` when it is a page worth
 * returning to (their actions send the person there once logged in).
 */
export function accountHref(page: "login" | "signup", locale: Locale, returnTo: string | null | undefined): string {
  const back = returnPath(returnTo, locale);
  return back ? `${href(page, locale)}?${RETURN_PARAM}=${encodeURIComponent(back)}` : href(page, locale);
}

/** The login or signup page, with the way back to the page the visitor is on. */
function useAccountHref(page: "login" | "signup"): string {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return accountHref(page, locale, `${pathname}${search}`);
}

export const useLoginHref = () => useAccountHref("login");
export const useSignupHref = () => useAccountHref("signup");
