import { href } from "@campuslar/domain/routes/route-table";
import type { User } from "@campuslar/domain/user/user-forms";
import { Form, useLocation } from "react-router";
import { useFavorites } from "../../catalogue/listing-actions/favorites-store.ts";
import { useT } from "../../i18n/t.ts";
import { useLoginHref, useSignupHref } from "../../session/login-href.ts";
import { useRootData } from "../../site/root-data.ts";
import { AppLink, AppNavLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { Disclosure } from "../../ui/disclosure.tsx";
import {
  CheckIcon,
  ChevronDownIcon,
  HeartIcon,
  HomeIcon,
  LogInIcon,
  LogOutIcon,
  UserIcon,
} from "../../ui/icons/icons.tsx";
import "./messages.ts";

/** The name people are greeted by: the first word of the full name (the whole thing if it is one word). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName;
}

/**
 * Logout is a plain form (spec §4): it works without JavaScript, and `/sair` brings the visitor
 * back to the page they were on.
 */
function LogoutForm({ className }: { className: string }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/sair">
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button type="submit" className={className}>
        <LogOutIcon className="size-4 shrink-0" />
        {t("shell.account.logout")}
      </button>
    </Form>
  );
}

/**
 * How many favourites there are (issue 34.11): the account's for a signed-in person, this
 * browser's for a visitor; null until known (the server draws the heart without a number).
 */
export function useFavoritesCount(): number | null {
  const favorites = useFavorites();
  return favorites.ready ? favorites.codes.length : null;
}

/** "Favourites" and, once there are some, how many, as a small pill (read as "Favourites (3)"). */
function FavoritesLabel() {
  const { t } = useT();
  const count = useFavoritesCount();
  if (!count) return <>{t("shell.account.favorites")}</>;
  return (
    <>
      <span className="sr-only">{t("shell.nav.favoritesCount", { count })}</span>
      <span aria-hidden="true">{t("shell.account.favorites")}</span>
      <span
        aria-hidden="true"
        className="ml-auto rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
      >
        {count}
      </span>
    </>
  );
}

const menuItem =
  "flex min-h-11 w-full items-center gap-2.5 rounded-lg px-3 text-left text-sm font-medium text-ink-900 transition-colors hover:bg-sand-100";

/**
 * Wide screens, logged in: the first name opens a small menu with the account's pages. The
 * favourites are not among them: the bar's heart, beside it, leads there with their count.
 */
export function AccountMenu({ user }: { user: User }) {
  const { locale, t } = useT();
  const name = firstName(user.name);
  return (
    <Disclosure
      name="account-menu"
      className="relative"
      label={t("shell.account.menu", { name })}
      buttonClassName="inline-flex min-h-11 max-w-44 items-center 2xl:max-w-48 gap-2 rounded-full border border-sand-300 bg-white px-3 text-sm font-semibold text-ink-900 transition-colors hover:border-pine-600 hover:bg-pine-50"
      summary={
        <>
          <UserIcon className="size-4 shrink-0 text-pine-700" />
          <span className="truncate">{name}</span>
          <ChevronDownIcon className="size-4 shrink-0 transition-transform group-open:rotate-180 group-data-open:rotate-180" />
        </>
      }
      panelClassName="absolute top-full right-0 mt-2 w-60 rounded-xl border border-sand-200 bg-white p-1.5 shadow-lg"
    >
      <p className="truncate px-3 pt-2 pb-1 text-xs text-ink-600">{user.email}</p>
      <ul>
        <li>
          <AppNavLink to={href("account", locale)} end className={menuItem}>
            <UserIcon className="size-4 shrink-0 text-pine-700" />
            {t("shell.account.myAccount")}
          </AppNavLink>
        </li>
        <li>
          <AppNavLink to={href("ownerListings", locale)} end className={menuItem}>
            <HomeIcon className="size-4 shrink-0 text-pine-700" />
            {t("shell.account.listings")}
          </AppNavLink>
        </li>
        {user.role === "staff" ? (
          <li>
            <AppNavLink to={href("admin", locale)} className={menuItem}>
              <CheckIcon className="size-4 shrink-0 text-pine-700" />
              {t("shell.account.backoffice")}
            </AppNavLink>
          </li>
        ) : null}
        <li className="mt-1 border-t border-sand-200 pt-1">
          <LogoutForm className={menuItem} />
        </li>
      </ul>
    </Disclosure>
  );
}

const mobileItem =
  "flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left text-base font-medium text-ink-900 transition-colors hover:bg-sand-100";

/** The mobile menu's account part: log in and sign up for a visitor, the account's pages once logged in. */
export function MobileAccountItems() {
  const { locale, t } = useT();
  const { user } = useRootData();
  const loginHref = useLoginHref();
  const signupHref = useSignupHref();
  if (!user) {
    return (
      <>
        <ul className="mt-1">
          <li>
            <AppNavLink to={href("favorites", locale)} end className={mobileItem}>
              <HeartIcon className="size-5 shrink-0 text-pine-700" />
              <FavoritesLabel />
            </AppNavLink>
          </li>
        </ul>
        <div className="mt-3 flex flex-col gap-2 border-t border-sand-200 pt-4 sm:flex-row">
          <AppLink
            to={loginHref}
            className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full border border-pine-700 px-5 font-semibold text-pine-800 transition-colors hover:bg-pine-50"
          >
            <LogInIcon className="size-4" />
            {t("shell.account.login")}
          </AppLink>
          <AppLink to={signupHref} className={buttonClass({ size: "lg", className: "flex-1" })}>
            {t("shell.account.signup")}
          </AppLink>
        </div>
      </>
    );
  }
  return (
    <div className="mt-3 border-t border-sand-200 pt-3">
      <p className="px-3 pb-1 text-sm text-ink-600">{t("shell.account.greeting", { name: firstName(user.name) })}</p>
      <ul>
        <li>
          <AppNavLink to={href("account", locale)} end className={mobileItem}>
            <UserIcon className="size-5 shrink-0 text-pine-700" />
            {t("shell.account.myAccount")}
          </AppNavLink>
        </li>
        <li>
          <AppNavLink to={href("favorites", locale)} end className={mobileItem}>
            <HeartIcon className="size-5 shrink-0 text-pine-700" />
            <FavoritesLabel />
          </AppNavLink>
        </li>
        <li>
          <AppNavLink to={href("ownerListings", locale)} end className={mobileItem}>
            <HomeIcon className="size-5 shrink-0 text-pine-700" />
            {t("shell.account.listings")}
          </AppNavLink>
        </li>
        {user.role === "staff" ? (
          <li>
            <AppNavLink to={href("admin", locale)} className={mobileItem}>
              <CheckIcon className="size-5 shrink-0 text-pine-700" />
              {t("shell.account.backoffice")}
            </AppNavLink>
          </li>
        ) : null}
        <li>
          <LogoutForm className={mobileItem} />
        </li>
      </ul>
    </div>
  );
}
