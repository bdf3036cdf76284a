import { errorStatus } from "@campuslar/domain/errors/error-status";
import { href } from "@campuslar/domain/routes/route-table";
import { isRouteErrorResponse } from "react-router";
import { PropertyCard } from "../../catalogue/card/property-card.tsx";
import { PropertySearchFallback } from "../../catalogue/search-box/property-search-form.tsx";
import { useT } from "../../i18n/t.ts";
import { useRootData } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ErrorPanel, NotFound } from "../../ui/not-found.tsx";
import { isListingGone, type ListingGoneData } from "./listing-gone-data.ts";
import "./listing-gone-messages.ts";

/**
 * A listing that is not there (issue 34.15): removed (410) or never listed (404). Rather than a
 * dead end, the page offers a search and homes like it nearby (the same neighbourhood and type),
 * or the newest ones for an unknown code.
 */
export function ListingGone({ gone }: { gone: ListingGoneData }) {
  const { locale, t } = useT();
  const removed = gone.status === 410;
  const title = t(removed ? "listingGone.removed.title" : "listingGone.unknown.title");
  const neighbourhood = gone.removed?.neighbourhood;
  const sameType = gone.searchQuery.includes("type=");
  const similarHeading =
    neighbourhood && gone.searchQuery.includes("neighbourhood=")
      ? t(sameType ? "listingGone.similar.removed" : "listingGone.similar.neighbourhood", { neighbourhood })
      : t("listingGone.similar.recent");
  const searchHref = `${href("search", locale)}${gone.searchQuery ? `?${gone.searchQuery}` : ""}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-8 sm:py-16" data-testid="listing-gone" data-status={gone.status}>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-display text-5xl font-semibold text-brand-600" aria-hidden="true">
          {gone.status}
        </p>
        <h1 className="mt-3 font-display text-h1 font-semibold text-ink-900">{title}</h1>
        <p className="mt-3 text-lead text-ink-700">
          {t(removed ? "listingGone.removed.hint" : "listingGone.unknown.hint", { code: gone.code })}
        </p>
        <section
          aria-label={t("listingGone.search")}
          className="mx-auto mt-6 flex max-w-sm flex-col items-stretch text-left"
        >
          <PropertySearchFallback />
        </section>
      </div>

      {gone.similar.length > 0 ? (
        <section aria-labelledby="listing-gone-similar" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="listing-gone-similar" className="font-display text-h2 font-semibold text-ink-900">
              {similarHeading}
            </h2>
            <AppLink
              to={searchHref}
              className="font-semibold text-pine-800 underline underline-offset-4 hover:text-pine-900"
            >
              {neighbourhood && gone.searchQuery.includes("neighbourhood=")
                ? t("listingGone.seeAll.neighbourhood", { neighbourhood })
                : t("listingGone.seeAll")}
            </AppLink>
          </div>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {gone.similar.map((property) => (
              <li key={property.code} data-similar>
                <PropertyCard property={property} compactOnPhone />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="mt-12 text-center">
        <AppLink to={href("home", locale)} className={buttonClass({ variant: "secondary" })}>
          {t("listingGone.home")}
        </AppLink>
      </p>
    </div>
  );
}

/**
 * The listing pages' error boundary: a listing that is not there gets the page above; anything
 * else what the site's own error page says (a 404 its "page not found", other errors their
 * status, with the request's reference for a report).
 */
export function ListingErrorBoundary({ error }: { error: unknown }) {
  const { t } = useT();
  const { requestId } = useRootData();
  if (isRouteErrorResponse(error) && isListingGone(error.data)) return <ListingGone gone={error.data} />;
  const status = errorStatus(error);
  if (status === 404) return <NotFound />;
  return (
    <ErrorPanel code={String(status)} title={t("error.title", { status })} message={t("error.generic")}>
      {status >= 500 && requestId ? (
        <p className="text-sm text-ink-700">
          {t("error.reference")} <code className="font-mono text-ink-900 select-all">{requestId}</code>
        </p>
      ) : null}
    </ErrorPanel>
  );
}
