import type { PropertyList } from "@campuslar/domain/property/property-dto";
import type { SearchOrder } from "@campuslar/domain/property/property-search-query";
import type { DOMAttributes } from "react";
import { useLocation } from "react-router";
import { PropertyCard } from "../../../catalogue/card/property-card.tsx";
import { withParam } from "../../../catalogue/search-params.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { StarIcon } from "../../../ui/icons/search-icons.tsx";
import type { SearchErrors } from "../search.server.ts";
import { Pagination } from "./search-pagination.tsx";
import "../messages.ts";

/** The listings of this page (sponsored ones first when shown), dimmed while the next loads, and the page links. */
export function SearchResults({
  hover,
  list,
  view,
  errors,
  university,
  defaultOrder,
  showFeatured,
  loading,
}: {
  /** Pointer and focus on a card, for the map to mark its pin. */
  hover?: DOMAttributes<HTMLDivElement>;
  list: PropertyList;
  view: string;
  errors: SearchErrors;
  /** The university the list is about (the page's, or the one chosen): cards say the way there. */
  university: { slug: string; shortName: string } | undefined;
  defaultOrder: SearchOrder;
  showFeatured: boolean;
  loading: boolean;
}) {
  const { t: translate } = useT();
  const location = useLocation();
  const beyondLast = list.items.length === 0 && list.total > 0;
  return (
    <div {...hover} aria-busy={loading} className={`transition-opacity ${loading ? "opacity-60" : ""}`}>
      {errors.page ? (
        <p className="mt-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {translate("search.error.page")}
        </p>
      ) : null}

      {showFeatured ? (
        <section aria-labelledby="search-sponsored" className="@container mt-6 max-sm:mt-4">
          <h2 id="search-sponsored" className="flex items-center gap-2 text-h3 font-semibold text-ink-900">
            <StarIcon className="size-5 text-brand-700" />
            {translate("search.sponsored.title")}
          </h2>
          <ul className="mt-3 grid grid-cols-1 gap-5 max-sm:gap-4 @xl:grid-cols-2">
            {list.featured.map((property, index) => (
              <li key={property.code}>
                <PropertyCard
                  property={property}
                  variant="sponsored"
                  priority={index === 0}
                  university={university?.slug}
                  universityName={university?.shortName}
                  compactOnPhone
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section id="search-list" aria-labelledby="search-results" className="@container mt-6 scroll-mt-24 max-sm:mt-4">
        <h2 id="search-results" className="sr-only">
          {translate("search.results")}
        </h2>
        {list.total === 0 ? (
          <p className="rounded-2xl border border-sand-200 bg-white px-5 py-8 text-center text-ink-700">
            {translate("search.empty")}
          </p>
        ) : beyondLast ? (
          <p className="rounded-2xl border border-sand-200 bg-white px-5 py-8 text-center text-ink-700">
            {translate("search.pageEmpty")}{" "}
            <AppLink
              to={withParam(location.search, "page", undefined, defaultOrder) || location.pathname}
              className="font-semibold text-pine-700 underline underline-offset-2"
            >
              {translate("search.firstPage")}
            </AppLink>
          </p>
        ) : (
          <ul
            data-view={view}
            className={
              view === "list"
                ? "flex flex-col gap-4"
                : "grid grid-cols-1 gap-5 max-sm:gap-4 @xl:grid-cols-2 @5xl:grid-cols-3"
            }
          >
            {list.items.map((property, index) => (
              <li key={property.code}>
                <PropertyCard
                  property={property}
                  variant={view === "list" ? "list" : "plain"}
                  priority={index === 0 && !showFeatured}
                  university={university?.slug}
                  universityName={university?.shortName}
                  compactOnPhone
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Pagination list={list} defaultOrder={defaultOrder} />
    </div>
  );
}
