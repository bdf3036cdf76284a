import type { SearchOrder } from "@campuslar/domain/property/property-search-query";
import type { University } from "@campuslar/domain/university/university-dto";
import { useLocation } from "react-router";
import { type SearchValues, withParam } from "../../../catalogue/search-params.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { MapPinIcon } from "../../../ui/icons/icons.tsx";
import { StarIcon } from "../../../ui/icons/search-icons.tsx";
import type { SearchErrors } from "../search.server.ts";
import type { SearchPageId } from "../search-page-id.ts";
import "../messages.ts";

/** The band above the list: the page's title, its university or sponsor, and the typed search. */
export function SearchHero({
  page,
  title,
  description,
  university,
  customer,
  values,
  errors,
  defaultOrder,
}: {
  page: SearchPageId;
  title: string;
  description: string;
  university: University | null;
  customer: { slug: string; name: string } | null;
  values: SearchValues;
  errors: SearchErrors;
  defaultOrder: SearchOrder;
}) {
  const { t: translate } = useT();
  const location = useLocation();
  return (
    <section className="border-b border-sand-200 bg-gradient-to-b from-brand-50 to-cream">
      <div className="mx-auto max-w-7xl px-5 py-3 sm:px-8 sm:py-5 xl:max-w-[120rem] xl:py-4">
        {page === "searchCustomer" && customer ? (
          <p className="mb-2 inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
            <StarIcon className="size-3.5" />
            {translate("search.customer.badge")}
          </p>
        ) : null}
        <h1 className="max-w-3xl font-display text-lg font-semibold tracking-tight text-ink-900 sm:text-h2">{title}</h1>
        {/* A phone keeps its first screen for homes: the introduction is read out, not shown. */}
        <p className="mt-1 max-w-3xl text-ink-700 max-sm:sr-only xl:max-w-none">{description}</p>
        {page === "searchUniversity" && university ? <UniversityFacts university={university} /> : null}
        {values.q ? (
          <p className="mt-4 flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-ink-900 ring-1 ring-sand-300">
              {translate("search.query", { q: values.q })}
            </span>
            <AppLink
              to={withParam(location.search, "q", undefined, defaultOrder) || location.pathname}
              className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-800"
            >
              {translate("search.query.clear", { q: values.q })}
            </AppLink>
          </p>
        ) : null}
        {errors.q ? (
          <p className="mt-2 text-sm font-medium text-brand-800">{translate("search.error.option")}</p>
        ) : null}
      </div>
    </section>
  );
}

function UniversityFacts({ university }: { university: University }) {
  const { t: translate } = useT();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-700 max-sm:mt-2">
      <span className="rounded-full bg-white px-3 py-1.5 font-semibold text-ink-900 ring-1 ring-sand-300">
        {university.shortName}
      </span>
      <span className="inline-flex items-center gap-1">
        <MapPinIcon className="size-4 text-brand-700" />
        {translate("search.university.where", { neighbourhood: university.neighbourhood })}
      </span>
      {/* A phone keeps its first screen for homes: each card says its distance anyway. */}
      <span className="max-sm:sr-only">
        {translate("search.university.distanceNote", { university: university.shortName })}
      </span>
    </div>
  );
}
