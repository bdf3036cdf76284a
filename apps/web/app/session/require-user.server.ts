import { type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import type { User } from "@campuslar/domain/user/user-forms";
import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import { askCurrentUser } from "./current-user.server.ts";
import { accountHref } from "./login-href.ts";

/*
 * The guards of the pages that need a person. Each throws what ends the page (a redirect to
 * the login page, a 403, a 503) and otherwise answers the user, so a loader or an action calls
 * one on its first line and goes on with the happy path. They take the loader's `url`, never
 * `request.url`: a data request's own address carries React Router's `.data` suffix and
 * `_routes` parameter, which are no page to come back to.
 */

type Context = Readonly<RouterContextProvider>;

/** The redirect to the login page in `locale`, carrying the way back to `back` when it is a page of this site worth returning to. */
export function loginRedirectTo(locale: Locale, back: string | null | undefined): Response {
  return redirect(accountHref("login", locale, back));
}

/** The redirect to the login page in the language of `url`'s page, and back to that page (path and query) after. */
export function loginRedirect(url: URL): Response {
  return loginRedirectTo(localeFromPath(url.pathname), `${url.pathname}${url.search}`);
}

/** The user this request already found (a layout's guard, then a page's loader): asked of the API once. */
const knownUserContext = createContext<User | null>(null);

async function currentUser(context: Context): Promise<User | null | undefined> {
  const known = context.get(knownUserContext);
  if (known) return known;
  const user = await askCurrentUser(context);
  if (user) context.set(knownUserContext, user);
  return user;
}

/**
 * The logged-in user, or a redirect to log in and come back to this page. An API that cannot
 * say is taken as no session, as the site's header does (it shows a visitor then).
 */
export async function requireUser(context: Context, url: URL): Promise<User> {
  const user = await currentUser(context);
  if (!user) throw loginRedirect(url);
  return user;
}

/**
 * A staff member, as the backoffice asks (its error page explains each refusal): a visitor
 * logs in and comes back, anyone else logged in gets the 403 page, and an API that cannot say
 * gives the 503 page rather than a login the visitor may not need.
 */
export async function requireStaff(context: Context, url: URL): Promise<User> {
  const user = await currentUser(context);
  if (user === undefined) throw data(null, { status: 503 });
  if (user === null) throw loginRedirect(url);
  if (user.role !== "staff") throw data(null, { status: 403 });
  return user;
}
