import { collator, numberFormat } from "@campuslar/domain/i18n/intl-formats";
import { HTML_LANG, type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import type { PropertyList, PropertyListItem } from "@campuslar/domain/property/property-dto";
import type { PropertyFilters } from "@campuslar/domain/property/property-filters-dto";
import type { SearchOrder } from "@campuslar/domain/property/property-search-query";
import { href, type PageId } from "@campuslar/domain/routes/route-table";
import type { University } from "@campuslar/domain/university/university-dto";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import {
  redirect,
  useFetcher,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
} from "react-router";
import { AppLink } from "../components/app-link.tsx";
import { MapPinIcon } from "../components/icons.tsx";
import { ListingsMap, type MapPoint } from "../components/map/listings-map.tsx";
import { PropertyCard } from "../components/property-card.tsx";
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  FilterIcon,
  GridIcon,
  ListIcon,
  StarIcon,
} from "../components/search-icons.tsx";
import { useHydrated } from "../components/use-hydrated.ts";
import "../i18n/messages/listing-labels.ts";
import "../i18n/messages/pages.ts";
import "../i18n/messages/search.ts";
import type { MessageKey } from "../i18n/pt.ts";
import { type Translate, t, useT } from "../i18n/t.ts";
import { loadCustomer, loadUniversity } from "../lib/catalogue.server.ts";
import { countText } from "../lib/count-text.ts";
import { pageIdOf } from "../lib/page-id.ts";
import { priceText } from "../lib/price-text.ts";
import { type RecentListing, useRecentlyViewed } from "../lib/recently-viewed.ts";
import { rootDataOf } from "../lib/root-data.ts";
import { checkSearch, loadSearchFilters, loadSearchResults, type SearchErrors } from "../lib/search.server.ts";
import {
  AMENITY_FILTERS,
  cleanSearchParams,
  defaultOrder,
  FILTER_PARAMS,
  hasFilters,
  ORDERS,
  pageItems,
  readSearchValues,
  type SearchParam,
  type SearchValues,
  type SearchView,
  withParam,
} from "../lib/search-params.ts";
import { pageMeta } from "../lib/seo.ts";
import { loadUniversities } from "../lib/universities.server.ts";
import type { Route } from "./+types/search";

/**
 * The list screen (spec §2): `/imoveis`, the listings near a university
 * (`/imoveis/faculdade/:slug`) and a sponsor's listings (`/imoveis/parceiro/:customer`).
 * Everything the visitor chose lives in the address, so a search can be shared, bookmarked and
 * walked back through; the filters are a GET form that works without JavaScript and, with it,
 * applies each change at once.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { slug, customer: customerSlug } = params as { slug?: string; customer?: string };
  const values = readSearchValues(url.searchParams);
  const [university, customer, universities] = await Promise.all([
    slug === undefined ? undefined : loadUniversity(context, slug),
    customerSlug === undefined ? undefined : loadCustomer(context, customerSlug),
    loadUniversities(context),
  ]);
  const order = defaultOrder(university !== undefined);
  const checked = checkSearch(
    values,
    { university: university?.slug, customer: customer?.slug },
    { defaultOrder: order, universities: universities?.map((u) => u.slug) },
  );
  // The options are counted under the same filters as the list, so each count is the total
  // its click shows.
  const [list, filters] = await Promise.all([
    loadSearchResults(context, checked.query, locale),
    loadSearchFilters(context, checked.query),
  ]);
  // A page past the last (an old link, a typed ?page=99) goes to the last page of the same
  // search, or to the first when nothing matches: never "Page 99 of 24" over an empty list.
  if (checked.page > Math.max(list.totalPages, 1)) {
    const last = list.totalPages > 1 ? String(list.totalPages) : undefined;
    throw redirect(`${url.pathname}${withParam(url.search, "page", last, order)}`);
  }
  return {
    values,
    errors: checked.errors,
    order: checked.order,
    defaultOrder: order,
    page: checked.page,
    view: (values.view === "list" ? "list" : "grid") satisfies SearchView,
    list,
    filters,
    university: university ?? null,
    customer: customer ?? null,
  };
}

type SearchPageId = Extract<PageId, "search" | "searchUniversity" | "searchCustomer">;
type LoaderData = Awaited<ReturnType<typeof loader>>;

function pageTexts(locale: Locale, page: SearchPageId, data: Pick<LoaderData, "university" | "customer">) {
  if (page === "searchUniversity" && data.university) {
    const university = data.university.names[locale];
    return {
      title: t(locale, "page.searchUniversity.title", { university }),
      description: t(locale, "page.searchUniversity.description", { university }),
    };
  }
  if (page === "searchCustomer" && data.customer) {
    const customer = data.customer.name;
    return {
      title: t(locale, "page.searchCustomer.title", { customer }),
      description: t(locale, "page.searchCustomer.description", { customer }),
    };
  }
  return { title: t(locale, "page.search.title"), description: t(locale, "page.search.description") };
}

const searchPageOf = (routeId: string | undefined): SearchPageId => {
  const page = pageIdOf(routeId);
  return page === "searchUniversity" || page === "searchCustomer" ? page : "search";
};

/**
 * SEO: the unfiltered list and its pages are indexed (page 2 and on are their own canonical, so
 * every listing stays reachable by crawlers); a filtered combination is `noindex`, or the
 * endless combinations would compete with the list itself. A sponsor's page is never indexed.
 */
export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const locale = localeFromPath(location.pathname);
  const page = searchPageOf(matches.at(-1)?.id);
  const texts = pageTexts(locale, page, loaderData);
  const onPage = loaderData.page > 1 && loaderData.page <= loaderData.list.totalPages ? loaderData.page : 1;
  return pageMeta({
    title: onPage > 1 ? t(locale, "search.meta.page", { title: texts.title, page: onPage }) : texts.title,
    description: texts.description,
    origin: rootDataOf(matches).origin,
    pathname: onPage > 1 ? `${location.pathname}?page=${onPage}` : location.pathname,
    noindex: page === "searchCustomer" || hasFilters(loaderData.values),
  });
}

const FORM_ID = "search-form";

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const page = searchPageOf(useMatches().at(-1)?.id);
  const { title, description } = pageTexts(locale, page, loaderData);
  const { values, errors, list, filters, university, customer, view } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(() => hasFieldErrors(errors));

  // The form's fields start from the address. A change the form made itself keeps them (and the
  // focus) as they are; any other move (a link, Back, Forward) draws them again from the address.
  const navigationType = useNavigationType();
  const fromForm = navigationType !== "POP" && (location.state as { searchForm?: boolean } | null)?.searchForm === true;
  const [formKey, setFormKey] = useState(location.key);
  if (!fromForm && formKey !== location.key) setFormKey(location.key);

  const submit = (form: HTMLFormElement, closeFilters: boolean) => {
    const search = cleanSearchParams(new FormData(form).entries(), loaderData.defaultOrder);
    // The same search again (Enter after a change already applied it) adds no history entry.
    void navigate(
      { pathname: location.pathname, search },
      { preventScrollReset: true, replace: search === location.search, state: { searchForm: true } },
    );
    if (closeFilters) {
      setFiltersOpen(false);
      resultsRef.current?.scrollIntoView({ block: "start" });
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    submit(event.currentTarget, submitter?.dataset.apply !== undefined);
  };
  // Each choice applies at once; a typed price when the field is left or Enter is pressed (the
  // native change event, not React's, which fires on every key).
  const formRef = useRef<HTMLFormElement | null>(null);
  const onFormChange = () => formRef.current?.requestSubmit();
  const attachForm = (form: HTMLFormElement | null) => {
    formRef.current = form;
    if (!form) return;
    const onChange = () => form.requestSubmit();
    form.addEventListener("change", onChange);
    return () => form.removeEventListener("change", onChange);
  };

  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const activeFilters = FILTER_PARAMS.filter((name) => name !== "q" && values[name] !== undefined).length;
  const beyondLast = list.items.length === 0 && list.total > 0;
  // On a sponsor's own page every listing is theirs: a sponsored strip would only repeat the list.
  const showFeatured = loaderData.page === 1 && list.featured.length > 0 && page !== "searchCustomer";

  return (
    <>
      <section className="border-b border-sand-200 bg-gradient-to-b from-brand-50 to-cream">
        <div className="mx-auto max-w-7xl px-5 py-7 sm:px-8 sm:py-10">
          {page === "searchCustomer" && customer ? (
            <p className="mb-2 inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
              <StarIcon className="size-3.5" />
              {translate("search.customer.badge")}
            </p>
          ) : null}
          <h1 className="max-w-3xl font-display text-h2 font-semibold tracking-tight text-ink-900 sm:text-h1">
            {title}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-700 sm:text-lg">{description}</p>
          {page === "searchUniversity" && university ? <UniversityFacts university={university} /> : null}
          {values.q ? (
            <p className="mt-4 flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-ink-900 ring-1 ring-sand-300">
                {translate("search.query", { q: values.q })}
              </span>
              <AppLink
                to={withParam(location.search, "q", undefined, loaderData.defaultOrder) || location.pathname}
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

      <div className="mx-auto grid max-w-7xl gap-6 px-5 py-6 sm:px-8 sm:py-10 lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-10">
        <aside aria-labelledby="search-filters-title" className="lg:self-start">
          {hydrated ? (
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls="search-filters"
              onClick={() => setFiltersOpen((open) => !open)}
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
              <FilterFields
                values={values}
                errors={errors}
                filters={filters}
                showUniversity={page !== "searchUniversity"}
              />
              <div className="flex flex-col gap-2">
                <button
                  type="submit"
                  data-apply=""
                  className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800"
                >
                  {hydrated ? countText(locale, "search.filters.show", list.total) : translate("search.filters.apply")}
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

        <div ref={resultsRef} className="min-w-0 scroll-mt-20">
          <Toolbar
            key={formKey}
            data={loaderData}
            universityKnown={Boolean(university ?? values.university)}
            onOrderChange={onFormChange}
          />

          <div aria-busy={loading} className={`transition-opacity ${loading ? "opacity-60" : ""}`}>
            {errors.page ? (
              <p className="mt-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800">
                {translate("search.error.page")}
              </p>
            ) : null}

            {showFeatured ? (
              <section aria-labelledby="search-sponsored" className="mt-6">
                <h2 id="search-sponsored" className="flex items-center gap-2 text-h3 font-semibold text-ink-900">
                  <StarIcon className="size-5 text-brand-700" />
                  {translate("search.sponsored.title")}
                </h2>
                <ul className="mt-3 grid gap-5 sm:grid-cols-2">
                  {list.featured.map((property, index) => (
                    <li key={property.code}>
                      <PropertyCard
                        property={property}
                        variant="sponsored"
                        priority={index === 0}
                        university={university?.slug}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="search-results" className="mt-6">
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
                    to={withParam(location.search, "page", undefined, loaderData.defaultOrder) || location.pathname}
                    className="font-semibold text-pine-700 underline underline-offset-2"
                  >
                    {translate("search.firstPage")}
                  </AppLink>
                </p>
              ) : (
                <ul
                  data-view={view}
                  className={view === "list" ? "flex flex-col gap-4" : "grid gap-5 sm:grid-cols-2 xl:grid-cols-3"}
                >
                  {list.items.map((property, index) => (
                    <li key={property.code}>
                      <PropertyCard
                        property={property}
                        variant={view === "list" ? "list" : "plain"}
                        priority={index === 0 && !showFeatured}
                        university={university?.slug}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <Pagination list={list} defaultOrder={loaderData.defaultOrder} />
          </div>

          <RecentlyViewed />
          <ResultsMap items={list.items} />
        </div>
      </div>
    </>
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

function hasFieldErrors(errors: SearchErrors): boolean {
  return Object.keys(errors).some((name) => name !== "page" && name !== "order");
}

function UniversityFacts({ university }: { university: University }) {
  const { t: translate } = useT();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-700">
      <span className="rounded-full bg-white px-3 py-1.5 font-semibold text-ink-900 ring-1 ring-sand-300">
        {university.shortName}
      </span>
      <span className="inline-flex items-center gap-1">
        <MapPinIcon className="size-4 text-brand-700" />
        {translate("search.university.where", { neighbourhood: university.neighbourhood })}
      </span>
      <span>{translate("search.university.distanceNote", { university: university.shortName })}</span>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Filters

const FIELD_ERROR: Record<"number" | "priceOrder" | "option", MessageKey> = {
  number: "search.error.number",
  priceOrder: "search.error.priceOrder",
  option: "search.error.option",
};

function FieldError({ id, errors, names }: { id: string; errors: SearchErrors; names: readonly SearchParam[] }) {
  const { t: translate } = useT();
  const found = names.map((name) => errors[name]).find((error) => error !== undefined);
  if (!found) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-brand-800">
      {translate(FIELD_ERROR[found])}
    </p>
  );
}

const INPUT_CLASS =
  "mt-1 block min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900 placeholder:text-ink-600 focus:border-pine-600 aria-invalid:border-brand-700";
const LEGEND_CLASS = "text-sm font-semibold text-ink-900";

function FilterFields({
  values,
  errors,
  filters,
  showUniversity,
}: {
  values: SearchValues;
  errors: SearchErrors;
  filters: PropertyFilters | null;
  showUniversity: boolean;
}) {
  const { locale, t: translate } = useT();
  const id = useId();
  const option = (name: string, count: number | undefined) =>
    count === undefined ? name : translate("search.filters.option", { name, count });
  const priceBounds = filters?.prices.rent;
  const amenityCounts = new Map(filters?.amenities.map((a) => [a.flag, a.count]));
  const shownAmenities = AMENITY_FILTERS.filter(
    (flag) => values[flag] !== undefined || amenityCounts.size === 0 || (amenityCounts.get(flag) ?? 0) > 0,
  );
  const amenitiesChosen = AMENITY_FILTERS.some((flag) => values[flag] !== undefined);

  return (
    <>
      {filters ? null : <p className="text-sm text-ink-700">{translate("search.filters.unavailable")}</p>}

      <fieldset>
        <legend className={LEGEND_CLASS}>{translate("search.filters.price")}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {(["minPrice", "maxPrice"] as const).map((name) => {
            const bound = name === "minPrice" ? priceBounds?.min : priceBounds?.max;
            const errorId = `${id}-${name}-error`;
            return (
              <div key={name}>
                <label htmlFor={`${id}-${name}`} className="text-sm text-ink-700">
                  {translate(`search.filters.${name}`)}
                </label>
                <input
                  id={`${id}-${name}`}
                  name={name}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  defaultValue={values[name] ?? ""}
                  placeholder={
                    bound === undefined ? undefined : numberFormat(HTML_LANG[locale]).format(Math.round(bound))
                  }
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? errorId : undefined}
                  className={INPUT_CLASS}
                />
                <FieldError id={errorId} errors={errors} names={[name]} />
              </div>
            );
          })}
        </div>
      </fieldset>

      <ChipGroup
        legend={translate("search.filters.bedrooms")}
        name="bedrooms"
        value={values.bedrooms}
        errors={errors}
        options={[
          { value: "", label: translate("search.filters.any") },
          ...[1, 2, 3, 4].map((n) => ({
            value: String(n),
            label: n === 4 ? translate("search.filters.bedrooms.4") : String(n),
          })),
        ]}
      />

      <ChipGroup
        legend={translate("search.filters.type")}
        name="type"
        value={values.type}
        errors={errors}
        options={[
          { value: "", label: translate("search.filters.any") },
          ...(["coliving", "apartamento", "residencia_estudantil"] as const).map((type) => ({
            value: type,
            label: option(
              translate(`accommodation.type.${type}`),
              filters?.types.find((item) => item.type === type)?.count,
            ),
          })),
        ]}
      />

      {filters && filters.neighbourhoods.length > 0 ? (
        <SelectField
          label={translate("search.filters.neighbourhood")}
          name="neighbourhood"
          value={values.neighbourhood}
          errors={errors}
          options={[
            { value: "", label: translate("search.filters.anyNeighbourhood") },
            ...filters.neighbourhoods
              .toSorted((a, b) => collator(locale === "pt" ? "pt-BR" : "en").compare(a.name, b.name))
              .map((n) => ({ value: n.name, label: option(n.name, n.count) })),
          ]}
        />
      ) : null}

      {showUniversity && filters && filters.universities.length > 0 ? (
        <SelectField
          label={translate("search.filters.university")}
          name="university"
          value={values.university}
          errors={errors}
          options={[
            { value: "", label: translate("search.filters.anyUniversity") },
            ...filters.universities.map((u) => ({ value: u.slug, label: option(u.shortName, u.count) })),
          ]}
        />
      ) : null}

      <fieldset>
        <legend className={LEGEND_CLASS}>{translate("search.filters.features")}</legend>
        <div className="mt-1 flex flex-col">
          <Checkbox name="furnished" label={translate("search.filters.furnished")} checked={values.furnished} />
          <Checkbox name="pets" label={translate("search.filters.pets")} checked={values.pets} />
        </div>
        <FieldError id={`${id}-features-error`} errors={errors} names={["furnished", "pets"]} />
      </fieldset>

      <details open={amenitiesChosen || undefined} className="group/amenities">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between text-sm font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
          {translate("search.filters.amenities")}
          <ChevronRightIcon className="size-4 transition-transform group-open/amenities:rotate-90" />
        </summary>
        {/* The label also names the group while the details are closed, when the legend is hidden. */}
        <fieldset className="mt-1" aria-label={translate("search.filters.amenities")}>
          <legend className="sr-only">{translate("search.filters.amenities")}</legend>
          <div className="flex flex-col">
            {shownAmenities.map((flag) => (
              <Checkbox
                key={flag}
                name={flag}
                label={option(translate(`search.amenity.${flag}`), amenityCounts.get(flag))}
                checked={values[flag]}
              />
            ))}
          </div>
          <FieldError id={`${id}-amenities-error`} errors={errors} names={AMENITY_FILTERS} />
        </fieldset>
      </details>
    </>
  );
}

function Checkbox({ name, label, checked }: { name: string; label: string; checked: string | undefined }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink-900">
      <input
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={checked === "true" || checked === "1"}
        className="size-5 shrink-0 rounded accent-pine-700"
      />
      {label}
    </label>
  );
}

function ChipGroup({
  legend,
  name,
  value,
  errors,
  options,
}: {
  legend: string;
  name: SearchParam;
  value: string | undefined;
  errors: SearchErrors;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  const known = options.some((o) => o.value === value);
  return (
    <fieldset aria-describedby={errors[name] ? `${id}-error` : undefined}>
      <legend className={LEGEND_CLASS}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {options.map((o) => (
          <label key={o.value} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={known ? o.value === value : o.value === ""}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-sand-300 bg-white px-3 text-sm font-medium text-ink-900 transition-colors peer-checked:border-pine-700 peer-checked:bg-pine-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-pine-600 hover:border-pine-600">
              {o.label}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} errors={errors} names={[name]} />
    </fieldset>
  );
}

function SelectField({
  label,
  name,
  value,
  errors,
  options,
}: {
  label: string;
  name: SearchParam;
  value: string | undefined;
  errors: SearchErrors;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  const known = options.some((o) => o.value === value);
  return (
    <div>
      <label htmlFor={id} className={LEGEND_CLASS}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={known ? value : ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        className={INPUT_CLASS}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} errors={errors} names={[name]} />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Count, order and view

function Toolbar({
  data,
  universityKnown,
  onOrderChange,
}: {
  data: LoaderData;
  universityKnown: boolean;
  onOrderChange: () => void;
}) {
  const { locale, t: translate } = useT();
  const location = useLocation();
  const id = useId();
  const orders = ORDERS.filter((order) => order !== "distance" || universityKnown);
  const viewLink = (view: SearchView) =>
    `${location.pathname}${withParam(location.search, "view", view === "grid" ? undefined : view, data.defaultOrder)}`;
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div>
        <p role="status" className="font-display text-h3 font-semibold text-ink-900" data-testid="result-count">
          {countText(locale, "search.count", data.list.total)}
        </p>
        {data.list.totalPages > 1 ? (
          <p className="text-sm text-ink-700">
            {translate("search.pagination.status", {
              page: Math.min(data.page, data.list.totalPages),
              total: data.list.totalPages,
            })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
            {translate("search.order")}
          </label>
          <div className="mt-1 flex gap-2">
            <select
              id={id}
              name="order"
              form={FORM_ID}
              defaultValue={data.order}
              onChange={onOrderChange}
              aria-invalid={data.errors.order ? true : undefined}
              aria-describedby={data.errors.order ? `${id}-error` : undefined}
              className="block min-h-11 rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900 focus:border-pine-600"
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
          <FieldError id={`${id}-error`} errors={data.errors} names={["order"]} />
        </div>
        <nav aria-label={translate("search.view")} className="flex rounded-full border border-sand-300 bg-white p-0.5">
          {(["grid", "list"] as const).map((view) => (
            <AppLink
              key={view}
              to={viewLink(view)}
              preventScrollReset
              aria-current={data.view === view ? "true" : undefined}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold text-ink-700 hover:text-ink-900 aria-[current]:bg-pine-700 aria-[current]:text-white"
            >
              {view === "grid" ? <GridIcon className="size-4" /> : <ListIcon className="size-4" />}
              {translate(`search.view.${view}`)}
            </AppLink>
          ))}
        </nav>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Pages

function Pagination({ list, defaultOrder: order }: { list: PropertyList; defaultOrder: SearchOrder }) {
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

// ---------------------------------------------------------------------------------------------
// Map and recently viewed

function ResultsMap({ items }: { items: PropertyListItem[] }) {
  const { locale, t: translate } = useT();
  if (items.length === 0) return null;
  const points: MapPoint[] = items.map((item) => ({
    code: item.code,
    lat: item.location.lat,
    lng: item.location.lng,
    label: `${item.title} · ${priceText(locale, item)}`,
    href: href("property", locale, { code: item.code }),
  }));
  return (
    <section aria-labelledby="search-map-title" className="mt-12">
      <h2 id="search-map-title" className="text-h3 font-semibold text-ink-900">
        {translate("search.map.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{translate("search.map.note")}</p>
      <ListingsMap
        points={points}
        label={translate("search.map")}
        className="mt-3 aspect-[4/3] w-full sm:aspect-[16/9]"
      />
    </section>
  );
}

/**
 * The recently viewed listings with their texts in this page's language. Those seen in the
 * other language are read again by code (the favourites page's lookup) and wait for it; a
 * listing no longer published drops out, and if the lookup fails the stored texts are shown.
 */
function useRecentlyViewedIn(locale: Locale): RecentListing[] {
  const recent = useRecentlyViewed();
  const lookup = useFetcher<{ items: PropertyListItem[] | null }>();
  const staleKey = recent
    .filter((item) => item.locale !== locale)
    .map((item) => item.code)
    .join(",");
  const asked = useRef("");
  const key = `${locale}:${staleKey}`;
  useEffect(() => {
    if (!staleKey || asked.current === key) return;
    asked.current = key;
    void lookup.load(`${href("favorites", locale)}?codes=${encodeURIComponent(staleKey)}`);
  }, [key, staleKey, locale, lookup.load]);

  const answered = asked.current === key && lookup.state === "idle" ? lookup.data : undefined;
  const fresh = new Map((answered?.items ?? []).map((item) => [item.code, item]));
  return recent.flatMap((item) => {
    if (item.locale === locale) return [item];
    if (!answered) return [];
    if (answered.items === null) return [item];
    const found = fresh.get(item.code);
    if (!found) return [];
    return [
      {
        ...item,
        locale,
        title: found.title,
        neighbourhood: found.address.neighbourhood,
        price: priceText(locale, found),
        photoAlt: found.photos[0]?.alt ?? item.photoAlt,
      },
    ];
  });
}

function RecentlyViewed() {
  const { locale, t: translate } = useT();
  const recent = useRecentlyViewedIn(locale);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="search-recent-title" className="mt-12" data-testid="recently-viewed">
      <h2 id="search-recent-title" className="flex items-center gap-2 text-h3 font-semibold text-ink-900">
        <ClockIcon className="size-5 text-brand-700" />
        {translate("search.recent.title")}
      </h2>
      <ul className="-mx-1 mt-3 flex snap-x gap-3 overflow-x-auto px-1 pb-3">
        {recent.map((item) => (
          <li key={item.code} className="w-52 shrink-0 snap-start">
            <RecentCard item={item} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentCard({ item, locale }: { item: RecentListing; locale: Locale }): ReactNode {
  return (
    <article className="relative h-full overflow-hidden rounded-xl border border-sand-200 bg-white">
      {item.photoUrl ? (
        <img
          src={item.photoUrl}
          alt={item.photoAlt ?? ""}
          width={208}
          height={156}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-sand-100 object-cover"
        />
      ) : (
        <div className="aspect-[4/3] w-full bg-sand-100" />
      )}
      <div className="p-3">
        <h3 className="line-clamp-2 text-sm font-semibold text-ink-900">
          <AppLink
            to={href(item.purpose === "sale" ? "propertySale" : "property", locale, { code: item.code })}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800"
          >
            {item.title}
          </AppLink>
        </h3>
        <p className="mt-1 truncate text-xs text-ink-700">{item.neighbourhood}</p>
        <p className="mt-1 text-sm font-semibold text-pine-800">{item.price}</p>
      </div>
    </article>
  );
}
