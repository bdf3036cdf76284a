import type { PropertyFilters } from "@campuslar/domain/property/property-filters-dto";
import type { FormEvent, RefCallback } from "react";
import { useLocation } from "react-router";
import { AlertMePill } from "../../../catalogue/listing-actions/alert-me-link.tsx";
import type { SearchValues } from "../../../catalogue/search-params.ts";
import { countText } from "../../../i18n/count-text.ts";
import { type Translate, useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button, buttonClass } from "../../../ui/button.tsx";
import { CloseIcon } from "../../../ui/icons/icons.tsx";
import { FilterIcon } from "../../../ui/icons/search-icons.tsx";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import type { SearchErrors } from "../search.server.ts";
import { FilterBar } from "./filter-bar.tsx";
import { type CommuteFilter, FilterFields } from "./filter-fields.tsx";
import type { FilterSection } from "./filter-sections.ts";
import { useFilterSheet } from "./use-filter-sheet.ts";
import "../messages.ts";

export const FORM_ID = "search-form";

/**
 * The filters: a GET form that works without JavaScript and, with it, applies each change at
 * once. Wide screens show it as a column beside the list. A phone shows a one-line bar instead
 * (Price, Rooms, Type, More) whose buttons open the same form as a sheet from the bottom, at
 * their group; without JavaScript a link unfolds it in place.
 */
export function FiltersPanel({
  formKey,
  attachForm,
  onSubmit,
  sheet,
  onSheet,
  activeFilters,
  values,
  errors,
  filters,
  showUniversity,
  commute,
  view,
  total,
  alertHref,
}: {
  formKey: string;
  attachForm: RefCallback<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The group the phone's sheet is open at, or null when it is closed. */
  sheet: FilterSection | null;
  onSheet: (section: FilterSection | null) => void;
  activeFilters: number;
  values: SearchValues;
  errors: SearchErrors;
  filters: PropertyFilters | null;
  showUniversity: boolean;
  commute: CommuteFilter | null;
  view: string;
  total: number;
  /** This search's new-alert form, offered beside the title (the list's own link is under it). */
  alertHref: string;
}) {
  const { locale, t: translate } = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  const { panelRef, modal, open, close, onKeyDown } = useFilterSheet(sheet, onSheet);
  return (
    <aside aria-labelledby="search-filters-title" className="min-w-0 lg:self-start">
      {hydrated ? (
        <FilterBar values={values} open={sheet} onOpen={open} />
      ) : (
        <a href="#search-filters" className={FILTER_TOGGLE_CLASS}>
          <FilterToggleContent count={activeFilters} translate={translate} />
        </a>
      )}
      {modal ? (
        // The backdrop: a tap outside the sheet closes it, as on every phone's sheets.
        <div aria-hidden="true" onClick={close} className="fixed inset-0 z-50 bg-ink-900/40 lg:hidden" />
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: a dialog (role, aria-modal, keys) only while it is a phone's open sheet; the filters column otherwise. */}
      <div
        id="search-filters"
        ref={panelRef}
        role={modal ? "dialog" : undefined}
        aria-modal={modal ? true : undefined}
        aria-labelledby={modal ? "search-filters-title" : undefined}
        onKeyDown={modal ? onKeyDown : undefined}
        className={`${sheet ? "block" : hydrated ? "hidden" : "hidden target:block"} ${modal ? SHEET_CLASS : "mt-3"} rounded-2xl border border-sand-200 bg-white p-5 lg:static lg:mt-0 lg:block lg:max-h-none lg:overflow-visible lg:rounded-2xl lg:shadow-none`}
      >
        <div
          className={`flex flex-wrap items-center justify-between gap-3 ${modal ? "sticky -top-5 z-10 -mx-5 -mt-5 border-b border-sand-200 bg-white px-5 py-2" : ""}`}
        >
          <h2 id="search-filters-title" className="text-h3 font-semibold text-ink-900">
            {translate("search.filters.title")}
          </h2>
          {/* This search's alert beside the title: in a phone's sheet, and on a wide screen's column. */}
          {!modal ? (
            <div className="whitespace-nowrap max-lg:hidden">
              <AlertMePill to={alertHref} testId="alert-me-column" />
            </div>
          ) : null}
          {modal ? (
            <div className="flex items-center gap-1">
              <AlertMePill to={alertHref} testId="alert-me-sheet" />
              <button
                type="button"
                onClick={close}
                aria-label={translate("search.filters.close")}
                className="inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100 lg:hidden"
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
          ) : null}
        </div>
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
          {/* The map's area stays as filters change; the note above the list lets it go. */}
          {values.bbox ? <input type="hidden" name="bbox" value={values.bbox} /> : null}
          {view === "list" ? <input type="hidden" name="view" value="list" /> : null}
          <FilterFields
            values={values}
            errors={errors}
            filters={filters}
            showUniversity={showUniversity}
            commute={commute}
          />
          <div
            className={`flex flex-col gap-2 ${modal ? "sticky -bottom-5 -mx-5 -mb-5 border-t border-sand-200 bg-white px-5 pt-3 pb-5" : ""}`}
          >
            <Button type="submit" data-apply="">
              {hydrated ? countText(locale, "search.filters.show", total) : translate("search.filters.apply")}
            </Button>
            {activeFilters > 0 ? (
              <AppLink
                to={view === "list" ? `${location.pathname}?view=list` : location.pathname}
                className={buttonClass({ variant: "quiet" })}
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

/** The open sheet on a phone: above everything, from the bottom edge, scrolling inside itself. */
const SHEET_CLASS =
  "fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto overscroll-contain rounded-b-none shadow-2xl motion-safe:animate-sheet-in";

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
