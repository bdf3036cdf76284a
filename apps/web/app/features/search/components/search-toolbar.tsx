import type { PropertyList } from "@campuslar/domain/property/property-dto";
import type { SearchOrder } from "@campuslar/domain/property/property-search-query";
import { useId } from "react";
import { useLocation } from "react-router";
import { ORDERS, type SearchView, UNIVERSITY_ORDERS, withParam } from "../../../catalogue/search-params.ts";
import { countText } from "../../../i18n/count-text.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { GridIcon, ListIcon } from "../../../ui/icons/search-icons.tsx";
import type { SearchErrors } from "../search.server.ts";
import { FieldError } from "./field-error.tsx";
import { FORM_ID } from "./filters-panel.tsx";
import "../messages.ts";

/** What the toolbar reads of the page's loader data. */
type ToolbarData = {
  list: PropertyList;
  page: number;
  order: SearchOrder;
  defaultOrder: SearchOrder;
  errors: SearchErrors;
  view: string;
};

export function Toolbar({
  data,
  universityKnown,
  onOrderChange,
}: {
  data: ToolbarData;
  universityKnown: boolean;
  onOrderChange: () => void;
}) {
  const { locale, t: translate } = useT();
  const location = useLocation();
  const id = useId();
  const orders = ORDERS.filter((order) => universityKnown || !UNIVERSITY_ORDERS.has(order));
  const viewLink = (view: SearchView) =>
    `${location.pathname}${withParam(location.search, "view", view === "grid" ? undefined : view, data.defaultOrder)}`;
  return (
    // One row at every width (issue 34): the count, then the order and the view, so the homes
    // start high on the screen.
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 max-sm:flex-nowrap max-sm:gap-x-3">
      <div>
        <p
          role="status"
          className="font-display text-h3 font-semibold whitespace-nowrap text-ink-900 max-sm:text-lg"
          data-testid="result-count"
        >
          {countText(locale, "search.count", data.list.total)}
        </p>
        {data.list.totalPages > 1 ? (
          <p className="text-sm text-ink-700 max-sm:text-xs">
            {translate("search.pagination.status", {
              page: Math.min(data.page, data.list.totalPages),
              total: data.list.totalPages,
            })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 max-sm:min-w-0 max-sm:flex-1 max-sm:justify-end">
        <div className="flex flex-wrap items-center gap-x-2 max-sm:min-w-0 max-sm:flex-1">
          {/* The chosen order names itself in the select; the label is read out, and shown where there is room. */}
          <label id={`${id}-label`} htmlFor={id} className="text-sm font-semibold text-ink-900 max-2xl:sr-only">
            {translate("search.order")}
          </label>
          <div className="flex gap-2 max-sm:min-w-0 max-sm:flex-1">
            <select
              id={id}
              name="order"
              // Named by reference too: below 1536 px its label is read out only, and checkers that
              // skip a visually hidden label must still find the select named.
              aria-labelledby={`${id}-label`}
              form={FORM_ID}
              defaultValue={data.order}
              onChange={onOrderChange}
              aria-invalid={data.errors.order ? true : undefined}
              aria-describedby={data.errors.order ? `${id}-error` : undefined}
              className="block min-h-11 rounded-lg border max-sm:w-full max-sm:min-w-0 border-sand-300 bg-white px-3 py-2 text-ink-900 focus:border-pine-600"
            >
              {orders.map((order: SearchOrder) => (
                <option key={order} value={order}>
                  {translate(`search.order.${order}`)}
                </option>
              ))}
            </select>
            {/* Only without a script (a change of order applies itself otherwise). In <noscript>
                rather than dropped at hydration, so the row never reflows under the visitor. */}
            <noscript>
              <button
                type="submit"
                form={FORM_ID}
                className="min-h-11 rounded-lg bg-pine-700 px-4 font-semibold text-white hover:bg-pine-800"
              >
                {translate("search.filters.apply")}
              </button>
            </noscript>
          </div>
          <div className="basis-full">
            <FieldError id={`${id}-error`} errors={data.errors} names={["order"]} />
          </div>
        </div>
        {/* A phone shows one column either way: the choice of view is for wider screens. */}
        <nav
          aria-label={translate("search.view")}
          className="flex rounded-full border border-sand-300 bg-white p-0.5 max-sm:hidden"
        >
          {(["grid", "list"] as const).map((view) => (
            <AppLink
              key={view}
              to={viewLink(view)}
              preventScrollReset
              aria-current={data.view === view ? "true" : undefined}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold text-ink-700 hover:text-ink-900 aria-[current]:bg-pine-700 aria-[current]:text-white"
            >
              {view === "grid" ? <GridIcon className="size-4" /> : <ListIcon className="size-4" />}
              {/* Beside the map the two icons say it; the words are read out (and shown where there is room). */}
              <span className="xl:max-2xl:sr-only">{translate(`search.view.${view}`)}</span>
            </AppLink>
          ))}
        </nav>
      </div>
    </div>
  );
}
