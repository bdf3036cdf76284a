import type { SearchOrder } from "@campuslar/domain/property/property-search-query";
import { useLoaderData, useLocation } from "react-router";
import { cleanSearchParams, FILTER_PARAMS, type SearchParam } from "../../../catalogue/search-params.ts";
import { countText } from "../../../i18n/count-text.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { CloseIcon } from "../../../ui/icons/icons.tsx";
import "../empty-result-messages.ts";

/** One active filter of an empty search: its words, the parameters its removal drops, the total without it. */
export type EmptyResultChip = { label: string; remove: SearchParam[]; count: number | null };
/** What the loader gives an empty search (`empty-result.server.ts`); null when the list is not empty. */
export type EmptyResultData = { chips: EmptyResultChip[] };

/** The address of the same search without `remove` (and on its first page), as `pathname?…`. */
function hrefWithout(pathname: string, search: string, remove: readonly string[], order: SearchOrder): string {
  const params = new URLSearchParams(search);
  for (const name of [...remove, "page"]) params.delete(name);
  return `${pathname}${cleanSearchParams(params.entries(), order)}`;
}

/** The chip whose removal gives the most homes, when one gives any. */
function bestChip(chips: readonly EmptyResultChip[]): (EmptyResultChip & { count: number }) | undefined {
  let best: (EmptyResultChip & { count: number }) | undefined;
  for (const chip of chips) {
    if (chip.count !== null && chip.count > 0 && (best === undefined || chip.count > best.count)) {
      best = { ...chip, count: chip.count };
    }
  }
  return best;
}

/**
 * What an empty search shows in place of the list (issue 34): each active filter as a chip that
 * removes it, and which single filter, removed, gives homes again and how many, as the loader
 * counted them; or, when none alone does, that more than one must go. No advice about a filter
 * that is not set.
 */
export function EmptyResult({ defaultOrder }: { defaultOrder: SearchOrder }) {
  const { locale, t } = useT();
  const { pathname, search } = useLocation();
  const chips = useLoaderData<{ emptyResult?: EmptyResultData | null }>()?.emptyResult?.chips ?? [];
  const best = bestChip(chips);
  const counted = chips.some((chip) => chip.count !== null);
  const removable: SearchParam[] = [...FILTER_PARAMS];

  return (
    <div className="rounded-2xl border border-sand-200 bg-white px-5 py-6 text-ink-700 max-sm:px-4">
      <p className="font-semibold text-ink-900">
        {chips.length > 0 ? t("search.emptyResult.title") : t("search.emptyResult.nothing")}
      </p>
      {best ? (
        <p className="mt-2">{countText(locale, "search.emptyResult.best", best.count, { filter: best.label })}</p>
      ) : chips.length > 1 && counted ? (
        <p className="mt-2">{t("search.emptyResult.none")}</p>
      ) : null}

      {chips.length > 0 ? (
        <>
          <p id="search-empty-filters" className="mt-4 text-sm font-semibold text-ink-900">
            {t("search.emptyResult.filters")}
          </p>
          <ul aria-labelledby="search-empty-filters" className="mt-2 flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.remove.join(",")}>
                <AppLink
                  to={hrefWithout(pathname, search, chip.remove, defaultOrder)}
                  aria-label={t("search.emptyResult.remove", { filter: chip.label })}
                  preventScrollReset
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium hover:border-pine-700 ${
                    chip.label === best?.label
                      ? "border-pine-700 bg-pine-50 text-pine-800"
                      : "border-sand-300 bg-sand-50 text-ink-900"
                  }`}
                >
                  <span className="break-words">{chip.label}</span>
                  <CloseIcon className="size-4 shrink-0" aria-hidden="true" />
                </AppLink>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <AppLink
              to={hrefWithout(pathname, search, removable, defaultOrder)}
              className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline underline-offset-2"
            >
              {t("search.emptyResult.clear")}
            </AppLink>
          </p>
        </>
      ) : null}
    </div>
  );
}
