import { COMMUTE_FILTER_CHOICES } from "@campuslar/domain/commute/commute-dto";
import { COMMUTE_NETWORK_DATE } from "@campuslar/domain/commute/commute-rules";
import { type Locale, localeFromPath } from "@campuslar/domain/i18n/locales";
import { type FormEvent, useRef, useState } from "react";
import { redirect, useLocation, useMatches, useNavigate, useNavigation, useNavigationType } from "react-router";
import "../../seo/page-messages.ts";
import "./messages.ts";
import { loadCustomer, loadUniversity } from "../../api/catalogue.server.ts";
import { loadSearchFilters } from "../../api/search-filters.server.ts";
import { loadUniversityList } from "../../api/universities.server.ts";
import { AlertMeLink, alertFormHref } from "../../catalogue/listing-actions/alert-me-link.tsx";
import { pageUniversities } from "../../catalogue/page-universities.ts";
import {
  cleanSearchParams,
  defaultOrder,
  FILTER_PARAMS,
  hasFilters,
  readSearchValues,
  type SearchView,
  withParam,
} from "../../catalogue/search-params.ts";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import type { Route } from "./+types/search-page";
import { type FilterSection, sectionWithError } from "./components/filter-sections.ts";
import { FiltersPanel } from "./components/filters-panel.tsx";
import { RecentlyViewed } from "./components/recently-viewed.tsx";
import { SearchHero } from "./components/search-hero.tsx";
import { SearchResults } from "./components/search-results.tsx";
import { Toolbar } from "./components/search-toolbar.tsx";
import { loadEmptyResult } from "./empty-result.server.ts";
import { AreaNote } from "./map/area-note.tsx";
import { listHoverHandlers } from "./map/hovered-listing.ts";
import { SearchMap } from "./map/search-map.tsx";
import { checkSearch, loadSearchResults } from "./search.server.ts";
import { type SearchPageId, searchPageOf } from "./search-page-id.ts";
import { sponsoredSlot } from "./sponsored-slot.ts";

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
  const [university, customer, universityList] = await Promise.all([
    slug === undefined ? undefined : loadUniversity(context, slug),
    customerSlug === undefined ? undefined : loadCustomer(context, customerSlug),
    loadUniversityList(context),
  ]);
  // One universities answer gives the filters their universities and the commutes' network date.
  const universities = universityList?.items ?? null;
  const commuteNetworkDate = universityList?.commuteNetworkDate ?? COMMUTE_NETWORK_DATE;
  const order = defaultOrder(university !== undefined);
  const checked = checkSearch(
    values,
    { university: university?.slug, customer: customer?.slug },
    { defaultOrder: order, universities: universities?.map((u) => u.slug) },
  );
  // Minutes to no university were left out quietly: nor do they count as a filter on the screen.
  if (!checked.query.has("maxCommute") && !checked.errors.maxCommute) delete values.maxCommute;
  // So is a move-out date beside a named stay (a semester has its own end).
  if (!checked.query.has("moveOut") && !checked.errors.moveOut) delete values.moveOut;
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
  // The map's pins follow the list's filters, but not its order, page or area: the map asks
  // for the area it shows.
  const pinsQuery = new URLSearchParams(checked.query);
  // The campus the map marks: the page's university, or the one chosen in the filters.
  const chosen = university ?? universities?.find((u) => u.slug === checked.query.get("university"));
  for (const name of ["order", "page", "bbox"]) pinsQuery.delete(name);
  // An empty list offers each filter as a chip to remove, counting what each removal shows (issue 34).
  const emptyResult =
    list.total === 0
      ? await loadEmptyResult(context, checked.query, values, checked.errors, {
          locale,
          pageUniversity: university !== undefined,
          universityName: chosen?.shortName,
        })
      : null;
  return {
    values,
    errors: checked.errors,
    pinsQuery: pinsQuery.toString(),
    campus: chosen
      ? {
          slug: chosen.slug,
          lat: chosen.location.lat,
          lng: chosen.location.lng,
          shortName: chosen.shortName,
          name: chosen.names[locale],
        }
      : null,
    // The commute filter's minutes, from the domain through the loader: the module that holds them
    // holds the API's schemas too, which the browser does not need.
    commuteChoices: COMMUTE_FILTER_CHOICES as readonly number[],
    order: checked.order,
    defaultOrder: order,
    page: checked.page,
    view: (values.view === "list" ? "list" : "grid") satisfies SearchView,
    list,
    emptyResult,
    filters,
    university: university ?? null,
    customer: customer ?? null,
    // For the top bar's search box, which suggests them without asking the API.
    pageUniversities: pageUniversities(universities),
    // The commute note's network date (decision 033), read by useCommuteNetworkDate.
    commuteNetworkDate,
  };
}

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

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { locale } = useT();
  const page = searchPageOf(useMatches().at(-1)?.id);
  const { title, description } = pageTexts(locale, page, loaderData);
  const { values, errors, list, filters, university, customer, view, campus } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // A phone's filters sheet: open at the group holding a refused value, so its message shows.
  const [sheet, setSheet] = useState<FilterSection | null>(() => sectionWithError(errors));

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
    // Applying closes the sheet and leaves the page where it was: the list behind it has changed.
    if (closeFilters) setSheet(null);
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
  // The search text and the map's area show on their own, not as filters of the column.
  const activeFilters = FILTER_PARAMS.filter(
    (name) => name !== "q" && name !== "bbox" && values[name] !== undefined,
  ).length;
  // On a sponsor's own page every listing is theirs: a sponsored strip would only repeat the list.
  const alertHref = alertFormHref(locale, values, { university: university?.slug, customer: customer?.slug });
  const showFeatured = loaderData.page === 1 && list.featured.length > 0 && page !== "searchCustomer";
  const sponsored = showFeatured ? sponsoredSlot(list, loaderData.order, loaderData.defaultOrder, campus?.slug) : null;

  return (
    <>
      <SearchHero
        page={page}
        title={title}
        description={description}
        university={university}
        customer={customer}
        values={values}
        errors={errors}
        defaultOrder={loaderData.defaultOrder}
      />

      {/* From 1280 px the filters, the list and the map side by side: the list wide enough for
          two cards a row (issue 34). */}
      <div className="mx-auto grid max-w-7xl gap-4 px-5 py-3 sm:gap-6 sm:px-8 sm:py-6 lg:grid-cols-[19rem_minmax(0,1fr)] lg:gap-10 xl:max-w-[120rem] xl:grid-cols-[16rem_minmax(0,1fr)_minmax(0,0.6fr)] xl:gap-6 xl:py-4">
        <FiltersPanel
          formKey={formKey}
          attachForm={attachForm}
          onSubmit={onSubmit}
          sheet={sheet}
          onSheet={setSheet}
          activeFilters={activeFilters}
          values={values}
          errors={errors}
          filters={filters}
          showUniversity={page !== "searchUniversity"}
          commute={campus ? { universityName: campus.shortName, choices: loaderData.commuteChoices } : null}
          view={view}
          total={list.total}
          alertHref={alertHref}
        />

        <div className="min-w-0 scroll-mt-20">
          <Toolbar key={formKey} data={loaderData} universityKnown={campus !== null} onOrderChange={onFormChange} />

          <AreaNote bbox={values.bbox} error={errors.bbox !== undefined} defaultOrder={loaderData.defaultOrder} />

          <SearchResults
            hover={listHoverHandlers}
            list={list}
            view={view}
            errors={errors}
            university={campus ?? undefined}
            defaultOrder={loaderData.defaultOrder}
            sponsored={sponsored}
            loading={loading}
          />

          {/* Issue 23: this very search, saved with e-mail alerts (phone and desktop alike). Under the
              list, so the first screen is for homes (issue 34); the filters offer it too, beside
              their title, on a wide screen's column and in a phone's sheet. */}
          <AlertMeLink className="mt-6" to={alertHref} />

          <RecentlyViewed />
        </div>

        <SearchMap
          pinsQuery={loaderData.pinsQuery}
          bbox={errors.bbox ? undefined : values.bbox}
          defaultOrder={loaderData.defaultOrder}
          campus={loaderData.campus ?? undefined}
          university={loaderData.campus?.slug}
          items={list.items}
        />
      </div>
    </>
  );
}
