import type { PropertyList } from "@campuslar/domain/property/property-dto";
import type { SearchOrder } from "@campuslar/domain/property/property-search-query";
import { useLocation } from "react-router";
import { pageItems, withParam } from "../../../catalogue/search-params.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../ui/icons/search-icons.tsx";
import "../messages.ts";

export function Pagination({ list, defaultOrder: order }: { list: PropertyList; defaultOrder: SearchOrder }) {
  const { t: translate } = useT();
  const location = useLocation();
  if (list.totalPages <= 1) return null;
  const current = list.page;
  const link = (page: number) =>
    `${location.pathname}${withParam(location.search, "page", page === 1 ? undefined : String(page), order)}`;
  const base =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors";
  const idle = `${base} border border-sand-300 bg-white text-ink-900 hover:border-pine-600`;
  const disabled = `${base} border border-sand-200 bg-sand-50 text-ink-600`;
  const previous = current > 1 && current <= list.totalPages + 1 ? Math.min(current - 1, list.totalPages) : undefined;
  const next = current < list.totalPages ? current + 1 : undefined;
  const arrow = (page: number | undefined, kind: "previous" | "next", className: string) => {
    const content = (
      <>
        {kind === "previous" ? <ChevronLeftIcon /> : null}
        <span>{translate(`search.pagination.${kind}`)}</span>
        {kind === "next" ? <ChevronRightIcon /> : null}
      </>
    );
    return page === undefined ? (
      <span aria-disabled="true" className={`${disabled} gap-1 ${className}`}>
        {content}
      </span>
    ) : (
      <AppLink to={link(page)} rel={kind === "previous" ? "prev" : "next"} className={`${idle} gap-1 ${className}`}>
        {content}
      </AppLink>
    );
  };
  return (
    <nav aria-label={translate("search.pagination")} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2 sm:justify-center">
        {arrow(previous, "previous", "order-1")}
        <ol className="order-3 flex w-full flex-wrap justify-center gap-1 sm:order-2 sm:w-auto">
          {pageItems(current, list.totalPages).map((item, index) =>
            item === "gap" ? (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity beyond their place
                key={`gap-${index}`}
                aria-hidden="true"
                className="inline-flex min-h-11 min-w-6 items-center justify-center text-ink-600"
              >
                …
              </li>
            ) : (
              <li key={item}>
                <AppLink
                  to={link(item)}
                  aria-label={translate("search.pagination.page", { page: item })}
                  aria-current={item === current ? "page" : undefined}
                  className={
                    item === current ? `${base} bg-pine-700 text-white` : `${base} text-ink-900 hover:bg-sand-100`
                  }
                >
                  {item}
                </AppLink>
              </li>
            ),
          )}
        </ol>
        {arrow(next, "next", "order-2 sm:order-3")}
      </div>
    </nav>
  );
}
