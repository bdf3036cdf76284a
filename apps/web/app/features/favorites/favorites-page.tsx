import { localeFromPath } from "@campuslar/domain/i18n/locales";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import { href } from "@campuslar/domain/routes/route-table";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useRevalidator } from "react-router";
import { PropertyCard } from "../../catalogue/card/property-card.tsx";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { HeartIcon } from "../../ui/icons/icons.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { COMPARE_UNIVERSITY_PARAM, ComparisonTable } from "./comparison-table.tsx";
import "./messages.ts";
import { codesFrom, loadUserFavorites, lookupListings } from "../../catalogue/listing-actions/favorites.server.ts";
import { useFavorites } from "../../catalogue/listing-actions/favorites-store.ts";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { useLoginHref } from "../../session/login-href.ts";
import { readSessionToken } from "../../session/session.server.ts";
import { rootDataOf, useRootData } from "../../site/root-data.ts";
import type { Route } from "./+types/favorites-page";
import { type ComparisonData, loadComparison } from "./favorites-comparison.server.ts";
import "../../seo/page-messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, "page.favorites.title"),
    description: t(locale, "page.favorites.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

type FavoritesData = {
  /** The listings, newest saved first; null when only the browser knows which (a visitor's). */
  items: PropertyListItem[] | null;
  /** The side-by-side comparison's costs and universities, for the listings in `items`. */
  comparison: ComparisonData | null;
  /** The list could not be loaded (the API is down). */
  failed: boolean;
};

/**
 * A user's favourites come from the API with the page. A visitor's live in their browser, so
 * the page asks for them by code once it runs there (`?codes=SP10001,SP10002`, the same loader).
 */
export async function loader({ request, context, url }: Route.LoaderArgs): Promise<FavoritesData> {
  const locale = localeFromPath(url.pathname);
  const withComparison = async (items: PropertyListItem[]): Promise<FavoritesData> => ({
    items,
    comparison: await loadComparison(
      context,
      items.map((item) => item.code),
      locale,
    ),
    failed: false,
  });
  if (url.searchParams.has("codes")) {
    const found = await lookupListings(context, codesFrom(url.searchParams.get("codes")), locale);
    return found.ok ? withComparison(found.data) : { items: null, comparison: null, failed: true };
  }
  if (!(await readSessionToken(request))) return { items: null, comparison: null, failed: false };
  const list = await loadUserFavorites(context, locale);
  if (list.ok) return withComparison(list.data);
  return { items: null, comparison: null, failed: list.status !== 401 };
}

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const { pathname } = useLocation();
  const { user } = useRootData();
  const loginHref = useLoginHref();
  const favorites = useFavorites();
  const lookup = useFetcher<typeof loader>();
  const { revalidate, state: revalidation } = useRevalidator();
  const codesKey = favorites.codes.join(",");

  // The listings known so far: the page's own (a user's), or those looked up for the browser's codes.
  const source = (user ? loaderData.items : (lookup.data?.items ?? null)) ?? null;
  const comparison = (user ? loaderData.comparison : (lookup.data?.comparison ?? null)) ?? null;
  const { search } = useLocation();
  const askedUniversity = new URLSearchParams(search).get(COMPARE_UNIVERSITY_PARAM);
  const known = new Set(source?.map((item) => item.code));
  const missing = favorites.ready && !favorites.merging && favorites.codes.some((code) => !known.has(code));

  // Ask once for each new set of codes the listings do not cover (a code no longer published stays missing).
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!missing || asked.current === `${user?.id ?? ""}:${codesKey}`) return;
    asked.current = `${user?.id ?? ""}:${codesKey}`;
    if (user) void revalidate();
    else void lookup.load(`${pathname}?codes=${encodeURIComponent(codesKey)}`);
  }, [missing, codesKey, user, pathname, revalidate, lookup.load]);

  // Before the browser knows the list (the server render, or no JavaScript), a user's page shows the server's.
  const items = !source ? null : favorites.ready ? orderedBy(favorites.codes, source) : user ? source : null;
  const waiting =
    (!favorites.ready && !(user && source)) ||
    favorites.merging ||
    (missing && (lookup.state === "loading" || revalidation === "loading" || source === null));
  const failed = loaderData.failed || lookup.data?.failed === true || (favorites.failed && !favorites.ready);

  // A card removed with the focus on its heart: say so, and put the focus on the list's heading.
  const [removed, setRemoved] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<PropertyListItem[]>([]);
  useEffect(() => {
    const now = items ?? [];
    const gone = shown.current.find((item) => !now.some((other) => other.code === item.code));
    shown.current = now;
    if (!gone) return;
    setRemoved(translate("favorites.removed", { title: gone.title }));
    if (document.activeElement === document.body || !document.activeElement?.isConnected) heading.current?.focus();
  });

  return (
    <>
      <PageHeader title={translate("page.favorites.title")} lead={translate("page.favorites.description")} />
      <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8">
        <p role="status" className="sr-only">
          {removed ?? ""}
        </p>
        {failed && !items?.length ? (
          <FormAlert>{translate("favorites.unavailable")}</FormAlert>
        ) : waiting && !items?.length ? (
          <p aria-busy="true" className="flex items-center gap-3 text-ink-700">
            <span className="size-4 animate-pulse rounded-full bg-brand-200" aria-hidden="true" />
            {translate("favorites.loading")}
          </p>
        ) : items && items.length > 0 ? (
          <section aria-labelledby="favorites-count">
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
              <h2
                id="favorites-count"
                ref={heading}
                tabIndex={-1}
                className="font-display text-h3 font-semibold text-ink-900 focus:outline-none"
              >
                {items.length === 1
                  ? translate("favorites.countOne")
                  : translate("favorites.count", { count: items.length })}
              </h2>
              <p className="text-sm text-ink-700">{translate("favorites.hint")}</p>
            </div>
            {user ? null : (
              <p className="mt-4 rounded-lg border border-sand-200 bg-sand-50 px-4 py-3 text-sm text-ink-700">
                {translate("favorites.visitorNote")}{" "}
                <AppLink to={loginHref} className="font-semibold text-pine-700 underline">
                  {translate("favorites.visitorNote.login")}
                </AppLink>
              </p>
            )}
            {items.length > 1 && comparison ? (
              <ComparisonTable
                listings={items}
                costs={comparison.costs}
                universities={comparison.universities}
                asked={askedUniversity}
              />
            ) : null}
            {items.length > 1 ? (
              <h2 className="mt-10 font-display text-h3 font-semibold text-ink-900">{translate("compare.saved")}</h2>
            ) : null}
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((property) => (
                <li key={property.code}>
                  <PropertyCard property={property} />
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <section
            aria-labelledby="favorites-empty"
            className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-sand-200 bg-white px-6 py-10 text-center"
          >
            <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
              <HeartIcon className="size-7" />
            </span>
            <h2
              id="favorites-empty"
              ref={heading}
              tabIndex={-1}
              className="mt-4 font-display text-h3 font-semibold text-ink-900 focus:outline-none"
            >
              {translate("favorites.empty.title")}
            </h2>
            <p className="mt-2 text-ink-700">{translate("favorites.empty.text")}</p>
            <AppLink to={href("search", locale)} className={buttonClass({ className: "mt-6" })}>
              {translate("favorites.empty.search")}
            </AppLink>
          </section>
        )}
      </div>
    </>
  );
}

/** The listings in the order of `codes` (newest saved first), leaving out any code not (or no longer) a favourite. */
function orderedBy(codes: readonly string[], listings: readonly PropertyListItem[]): PropertyListItem[] {
  const byCode = new Map(listings.map((item) => [item.code, item]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}
