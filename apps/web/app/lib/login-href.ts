import { href } from "@campuslar/domain/routes/route-table";
import { useLocation } from "react-router";
import { useLocale } from "../i18n/t.ts";

/** Pages a visitor should not be sent back to after logging in. */
const NO_RETURN = /\/(entrar|cadastro|esqueci-a-senha|redefinir-senha)$/;

/** The login page, with the way back to the page the visitor is on (the login action follows it). */
export function useLoginHref(): string {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const login = href("login", locale);
  if (NO_RETURN.test(pathname)) return login;
  return `${login}?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
}
