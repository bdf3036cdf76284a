import type { PropertyList } from "@campuslar/domain/property/property-dto";
import type { SearchOrder } from "@campuslar/domain/property/property-search-query";
import type { DOMAttributes } from "react";
import { useLocation } from "react-router";
import { PropertyCard } from "../../../catalogue/card/property-card.tsx";
import { withParam } from "../../../catalogue/search-params.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import type { SearchErrors } from "../search.server.ts";
import type { SponsoredSlot } from "../sponsored-slot.ts";
import { EmptyResult } from "./empty-result.tsx";
import { Pagination } from "./search-pagination.tsx";
import "../messages.ts";

/**
 * The listings of this page, dimmed while the next loads, and the page links. A sponsored home
 * takes one labelled place among them where the order allows it (`sponsoredSlot`): its card sits
 * one level deeper in its item, so the page's own results stay `ul[data-view] > li > article`.
 */
export function SearchResults({
  hover,
  list,
  view,
  errors,
  university,
  defaultOrder,
  sponsored,
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
  /** The sponsored home shown among the results, and before which of them. */
  sponsored: SponsoredSlot | null;
  loading: boolean;
}) {
  const { t: translate } = useT();
  const location = useLocation();
  const beyondLast = list.items.length === 0 && list.total > 0;
  // The sponsored home in its place: its card says "Sponsored" on its photo and names its sponsor.
  const sponsoredCard = sponsored ? (
    <li key={`sponsored-${sponsored.property.code}`} data-slot="sponsored">
      <div className="h-full">
        <PropertyCard
          property={sponsored.property}
          variant={view === "list" ? "list" : "sponsored"}
          sponsoredSlot
          university={university?.slug}
          universityName={university?.shortName}
          compactOnPhone
        />
      </div>
    </li>
  ) : null;
  return (
    <div {...hover} aria-busy={loading} className={`transition-opacity ${loading ? "opacity-60" : ""}`}>
      {errors.page ? (
        <p className="mt-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {translate("search.error.page")}
        </p>
      ) : null}

      <section
        id="search-list"
        aria-labelledby="search-results"
        className="@container mt-4 scroll-mt-[calc(var(--site-header-height,4rem)+1rem)]"
      >
        <h2 id="search-results" className="sr-only">
          {translate("search.results")}
        </h2>
        {list.total === 0 ? (
          <EmptyResult defaultOrder={defaultOrder} />
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
                ? "flex flex-col gap-4 max-sm:gap-3"
                : "grid grid-cols-1 gap-4 @[30rem]:grid-cols-2 @5xl:grid-cols-3"
            }
          >
            {list.items.flatMap((property, index) => {
              const card = (
                <li key={property.code}>
                  <PropertyCard
                    property={property}
                    variant={view === "list" ? "list" : "plain"}
                    priority={index === 0}
                    university={university?.slug}
                    universityName={university?.shortName}
                    compactOnPhone
                  />
                </li>
              );
              return sponsored?.index === index ? [sponsoredCard, card] : [card];
            })}
            {sponsored && sponsored.index >= list.items.length ? sponsoredCard : null}
          </ul>
        )}
      </section>

      <Pagination list={list} defaultOrder={defaultOrder} />
    </div>
  );
}
