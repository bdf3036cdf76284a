import type { PropertyFilters } from "@campuslar/domain/property/property-filters-dto";
import type { FormEvent, RefCallback } from "react";
import { useLocation } from "react-router";
import type { SearchValues } from "../../../catalogue/search-params.ts";
import { countText } from "../../../i18n/count-text.ts";
import { type Translate, useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { FilterIcon } from "../../../ui/icons/search-icons.tsx";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import type { SearchErrors } from "../search.server.ts";
import { FilterFields } from "./filter-fields.tsx";
import "../messages.ts";

export const FORM_ID = "search-form";

/**
 * The filters column: a GET form that works without JavaScript and, with it, applies each
 * change at once. On a phone it folds behind a toggle (a link to it until the script runs).
 */
export function FiltersPanel({
  formKey,
  attachForm,
  onSubmit,
  filtersOpen,
  onToggle,
  activeFilters,
  values,
  errors,
  filters,
  showUniversity,
  view,
  total,
}: {
  formKey: string;
  attachForm: RefCallback<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  filtersOpen: boolean;
  onToggle: () => void;
  activeFilters: number;
  values: SearchValues;
  errors: SearchErrors;
  filters: PropertyFilters | null;
  showUniversity: boolean;
  view: string;
  total: number;
}) {
  const { locale, t: translate } = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <aside aria-labelledby="search-filters-title" className="lg:self-start">
      {hydrated ? (
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={onToggle}
          className={FILTER_TOGGLE_CLASS}
        >
          <FilterToggleContent count={activeFilters} translate={translate} />
        </button>
      ) : (
        <a href="#search-filters" className={FILTER_TOGGLE_CLASS}>
          <FilterToggleContent count={activeFilters} translate={translate} />
        </a>
      )}
      <div
        id="search-filters"
        className={`${filtersOpen ? "block" : hydrated ? "hidden" : "hidden target:block"} mt-3 rounded-2xl border border-sand-200 bg-white p-5 lg:mt-0 lg:block`}
      >
        <h2 id="search-filters-title" className="text-h3 font-semibold text-ink-900">
          {translate("search.filters.title")}
        </h2>
        <form
          key={formKey}
          ref={attachForm}
          id={FORM_ID}
          method="get"
          action={location.pathname}
          aria-labelledby="search-filters-title"
          onSubmit={onSubmit}
          className="mt-4 flex flex-col gap-6"
        >
          {values.q ? <input type="hidden" name="q" value={values.q} /> : null}
          {view === "list" ? <input type="hidden" name="view" value="list" /> : null}
          <FilterFields values={values} errors={errors} filters={filters} showUniversity={showUniversity} />
          <div className="flex flex-col gap-2">
            <button
              type="submit"
              data-apply=""
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800"
            >
              {hydrated ? countText(locale, "search.filters.show", total) : translate("search.filters.apply")}
            </button>
            {activeFilters > 0 ? (
              <AppLink
                to={view === "list" ? `${location.pathname}?view=list` : location.pathname}
                className="inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-800"
              >
                {translate("search.filters.clear")}
              </AppLink>
            ) : null}
          </div>
        </form>
      </div>
    </aside>
  );
}

const FILTER_TOGGLE_CLASS =
  "flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-ink-900 shadow-sm hover:border-pine-600 lg:hidden";

function FilterToggleContent({ count, translate }: { count: number; translate: Translate }) {
  return (
    <>
      <FilterIcon className="size-5" />
      <span>{translate("search.filters.toggle")}</span>
      {count > 0 ? (
        <span className="rounded-full bg-pine-700 px-2 py-0.5 text-xs text-white">
          {translate("search.filters.active", { count })}
        </span>
      ) : null}
    </>
  );
}
