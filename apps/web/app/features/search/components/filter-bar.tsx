import type { SearchValues } from "../../../catalogue/search-params.ts";
import { useT } from "../../../i18n/t.ts";
import { FilterIcon } from "../../../ui/icons/search-icons.tsx";
import { activeIn, FILTER_SECTIONS, type FilterSection } from "./filter-sections.ts";
import "../messages.ts";

/**
 * A phone's filters in one line: Price, Rooms, Type and More, each opening the filters sheet at
 * its group, each saying how many of its filters are on. Wider screens show the filters
 * column instead.
 */
export function FilterBar({
  values,
  open,
  onOpen,
}: {
  values: SearchValues;
  open: FilterSection | null;
  onOpen: (section: FilterSection, opener: HTMLButtonElement) => void;
}) {
  const { t: translate } = useT();
  return (
    <fieldset className="-mx-5 flex min-w-0 gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:-mx-8 sm:px-8 lg:hidden">
      <legend className="sr-only">{translate("search.filters.bar")}</legend>
      {FILTER_SECTIONS.map((section) => {
        const active = activeIn(section, values);
        return (
          <button
            key={section}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open === section}
            aria-controls="search-filters"
            onClick={(event) => onOpen(section, event.currentTarget)}
            className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap shadow-sm transition-colors ${
              active > 0
                ? "border-pine-700 bg-pine-50 text-pine-800"
                : "border-sand-300 bg-white text-ink-900 hover:border-pine-600"
            }`}
          >
            {section === "more" ? <FilterIcon className="size-4" /> : null}
            {section === "more" ? (
              // Short enough for the four to share a phone's line; the rest is read out.
              <>
                {translate("search.filters.section.more")}
                <span className="sr-only"> {translate("search.filters.section.moreRest")}</span>
              </>
            ) : (
              translate(`search.filters.section.${section}`)
            )}
            {active > 0 ? (
              <span className="rounded-full bg-pine-700 px-1.5 py-0.5 text-xs leading-none text-white">
                <span aria-hidden="true">{active}</span>
                <span className="sr-only">{translate("search.filters.active", { count: active })}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </fieldset>
  );
}
