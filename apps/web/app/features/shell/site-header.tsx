import { href, type PageId } from "@campuslar/domain/routes/route-table";
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { useMatches } from "react-router";
import { PropertySearchFallback } from "../../catalogue/search-box/property-search-form.tsx";
import type { MessageKey } from "../../i18n/pt.ts";
import { useT } from "../../i18n/t.ts";
import { useLoginHref } from "../../session/login-href.ts";
import { useRootData } from "../../site/root-data.ts";
import { AppLink, AppNavLink } from "../../ui/app-link.tsx";
import { Disclosure } from "../../ui/disclosure.tsx";
import { CloseIcon, HeartIcon, LogInIcon, MenuIcon } from "../../ui/icons/icons.tsx";
import { LogoMark } from "../../ui/logo.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { AccountMenu, MobileAccountItems, useFavoritesCount } from "./account-menu.tsx";
import { LocaleSwitch } from "./locale-switch.tsx";
import "./messages.ts";

const PropertySearchBox = lazy(() => import("./search-box/property-search-box.tsx"));

/**
 * The top bar's links, in the spec's order (§2), with the roommates and the alerts beside the
 * listings (issue 34.11). Alerts lead a signed-in person to their alerts, a visitor to making one.
 */
const NAV: readonly { page: PageId; signedIn?: PageId; label: MessageKey }[] = [
  { page: "concierge", label: "shell.nav.concierge" },
  { page: "about", label: "shell.nav.about" },
  { page: "search", label: "shell.nav.search" },
  { page: "roommates", label: "shell.nav.roommates" },
  { page: "alertNew", signedIn: "accountAlerts", label: "shell.nav.alerts" },
  { page: "advertise", label: "shell.nav.advertise" },
  { page: "faq", label: "shell.nav.faq" },
];

function useNavItems() {
  const { user } = useRootData();
  return NAV.map((item) => ({ page: user && item.signedIn ? item.signedIn : item.page, label: item.label }));
}

/**
 * Issue 34: on a phone the bar shrinks once the page is scrolled, so a result's photo, price and
 * place fit the first screen: the search row folds away (unless it is being typed in) and the
 * bar is lower. Two thresholds, so the bar does not flicker at the edge.
 */
function useScrolledPast(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled((was) => (was ? window.scrollY > 8 : window.scrollY > 80));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

/** The search list screens, where the bar carries the search-as-you-type box (spec §2). */
const SEARCH_ROUTE_IDS = new Set(
  ["search", "searchUniversity", "searchCustomer"].flatMap((page) => [`pt/${page}`, `en/${page}`]),
);

function useOnSearchPage(): boolean {
  return useMatches().some((match) => SEARCH_ROUTE_IDS.has(match.id));
}

/**
 * Spec §2: a sticky top bar with the logo, the site's main links, the language toggle and
 * who is logged in. From `lg` up the links sit in the bar; below, a menu button opens them in
 * a panel (a native disclosure without JavaScript). On the search screens the property search
 * sits beside the links on wide screens (the bar is a little wider there to make room) and in a
 * second row on narrower ones.
 */
export function SiteHeader() {
  const { locale, t } = useT();
  const { user } = useRootData();
  const loginHref = useLoginHref();
  const onSearchPage = useOnSearchPage();
  const ref = usePublishedHeight();
  const navItems = useNavItems();
  const scrolled = useScrolledPast();
  const searchRow = useRef<HTMLDivElement>(null);
  const searching = useFocusWithin(searchRow, onSearchPage);
  const folded = scrolled && !searching;

  return (
    <header
      ref={ref}
      data-scrolled={folded ? "" : undefined}
      className="sticky top-0 z-40 border-b border-sand-200 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85"
    >
      <div
        className={`relative mx-auto flex items-center gap-3 px-4 transition-[height] sm:h-16 sm:px-8 xl:gap-4 ${folded ? "h-14" : "h-16"} ${onSearchPage ? "max-w-7xl" : "max-w-6xl"}`}
      >
        <AppLink
          to={href("home", locale)}
          aria-label={t("site.homeLink")}
          className="flex shrink-0 items-center gap-2.5 rounded-md text-ink-900"
        >
          <LogoMark className={folded ? "size-8 sm:size-9" : "size-9"} />
          {/* On a phone the mark alone (the link is named): the favourites and the menu need the room. */}
          <span className="font-display text-xl font-semibold tracking-tight max-sm:hidden">{t("site.name")}</span>
        </AppLink>

        {onSearchPage ? (
          <div className="hidden min-w-0 flex-1 2xl:block 2xl:max-w-sm">
            <HeaderSearch />
          </div>
        ) : null}

        <nav aria-label={t("shell.nav.label")} className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {navItems.map((item) => (
              <li key={item.page}>
                <AppNavLink
                  to={href(item.page, locale)}
                  end
                  className={({ isActive }) =>
                    // Tighter at xl: the Portuguese labels and a logged-in name otherwise pass 1280 px.
                    `inline-flex min-h-11 items-center rounded-full px-2 text-sm font-medium whitespace-nowrap transition-colors 2xl:px-2.5 ${
                      isActive ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-sand-100 hover:text-ink-900"
                    }`
                  }
                >
                  {t(item.label)}
                </AppNavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-2 xl:ml-0">
          <LocaleSwitch locale={locale} />
          <FavoritesLink />
          <div className="hidden xl:block">
            {user ? (
              <AccountMenu user={user} />
            ) : (
              <AppLink
                to={loginHref}
                className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-pine-800 transition-colors hover:bg-pine-50"
              >
                <LogInIcon className="size-4" />
                {t("shell.account.login")}
              </AppLink>
            )}
          </div>
          <MobileMenu />
        </div>
      </div>

      {onSearchPage ? (
        <div
          ref={searchRow}
          className={`border-t border-sand-200 px-4 py-2.5 sm:px-8 2xl:hidden ${folded ? "max-sm:hidden" : ""}`}
        >
          <div className="mx-auto max-w-7xl">
            <div className="max-w-sm">
              <HeaderSearch />
            </div>
          </div>
        </div>
      ) : null}
    </header>
  );
}

/** Whether focus is inside the element (the search row stays open while it is typed in). */
function useFocusWithin(ref: RefObject<HTMLElement | null>, mounted: boolean): boolean {
  const [inside, setInside] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!mounted || !element) {
      setInside(false);
      return;
    }
    const onIn = () => setInside(true);
    const onOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setInside(false);
    };
    element.addEventListener("focusin", onIn);
    element.addEventListener("focusout", onOut);
    return () => {
      element.removeEventListener("focusin", onIn);
      element.removeEventListener("focusout", onOut);
    };
  }, [ref, mounted]);
  return inside;
}

/**
 * Publishes the sticky bar's height on the root element (`--site-header-height`), so what is
 * scrolled or tabbed into view stops below it (app.css), whatever rows it has.
 */
function usePublishedHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty("--site-header-height", `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * The property search of the search screens. The server renders the plain form only: a lazy
 * component under `Suspense` would stream its own HTML in a hidden chunk beside the fallback,
 * so a visitor without JavaScript would get the same input twice with the same id. Once the
 * page has hydrated, the search-as-you-type box replaces the form (which stays while its
 * code loads).
 */
function HeaderSearch() {
  const hydrated = useHydrated();
  if (!hydrated) return <PropertySearchFallback />;
  return (
    <Suspense fallback={<PropertySearchFallback />}>
      <PropertySearchBox />
    </Suspense>
  );
}

function FavoritesLink() {
  const { locale, t } = useT();
  const count = useFavoritesCount();
  const label = count ? t("shell.nav.favoritesCount", { count }) : t("shell.nav.favorites");
  return (
    <AppNavLink
      to={href("favorites", locale)}
      end
      aria-label={label}
      title={label}
      data-favorites-count={count ?? undefined}
      className={({ isActive }) =>
        `relative inline-flex size-11 items-center justify-center rounded-full border transition-colors ${
          isActive
            ? "border-brand-200 bg-brand-50 text-brand-800"
            : "border-sand-300 bg-white text-ink-900 hover:border-pine-600 hover:bg-pine-50"
        }`
      }
    >
      <HeartIcon className="size-5" />
      {count ? (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-none font-semibold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </AppNavLink>
  );
}

/** Below `xl`: the same links and the account, in a panel under the bar. */
function MobileMenu() {
  const { locale, t } = useT();
  const navItems = useNavItems();
  return (
    <Disclosure
      name="mobile-menu"
      className="xl:hidden"
      buttonClassName="inline-flex size-11 items-center justify-center rounded-full border border-sand-300 bg-white text-ink-900 transition-colors hover:border-pine-600 hover:bg-pine-50"
      label={t("shell.menu.open")}
      summary={
        <>
          <MenuIcon className="size-5 group-open:hidden group-data-open:hidden" />
          <CloseIcon className="hidden size-5 group-open:block group-data-open:block" />
        </>
      }
      panelClassName="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-sand-200 bg-cream shadow-lg"
    >
      <nav aria-label={t("shell.menu.panel")} className="mx-auto max-w-6xl px-4 pt-2 pb-4 sm:px-8">
        <ul className="flex flex-col">
          {navItems.map((item) => (
            <li key={item.page}>
              <AppNavLink
                to={href(item.page, locale)}
                end
                className={({ isActive }) =>
                  `flex min-h-12 items-center rounded-lg px-3 text-lg font-medium transition-colors ${
                    isActive ? "bg-brand-50 text-brand-800" : "text-ink-900 hover:bg-sand-100"
                  }`
                }
              >
                {t(item.label)}
              </AppNavLink>
            </li>
          ))}
        </ul>
        <MobileAccountItems />
      </nav>
    </Disclosure>
  );
}
