import { listFormat } from "@campuslar/domain/i18n/intl-formats";
import { HTML_LANG, type Locale } from "@campuslar/domain/i18n/locales";
import type {
  PropertyTermItem,
  PropertyTermNeighbourhood,
  PropertyTermUniversity,
} from "@campuslar/domain/property/property-term-dto";
import { href } from "@campuslar/domain/routes/route-table";
import { namesStreet } from "@campuslar/domain/search/street-types";
import { OwnerText } from "../../../catalogue/listing-facts/listing-labels.tsx";
import { filterSectionId } from "../../../catalogue/search-params.ts";
import { countText } from "../../../i18n/count-text.ts";
import type { Translate } from "../../../i18n/t.ts";
import { HomeIcon, MapPinIcon } from "../../../ui/icons/icons.tsx";
import { CapIcon } from "../../../ui/icons/search-icons.tsx";
import type { PropertyTermSearch, TermSuggestions } from "./use-property-term-search.ts";
import "../../../catalogue/search-box/search-box-messages.ts";

/**
 * One line of the popup: a university, a neighbourhood or a listing to open, or a status line
 * that cannot be chosen (shown while the first answer is on its way, or when nothing matches).
 * A street no home stands on says so (`noStreet`) and offers the search by neighbourhood
 * (`byNeighbourhood`), which a visitor can choose.
 */
export type Row =
  | { kind: "university"; university: PropertyTermUniversity }
  | { kind: "neighbourhood"; neighbourhood: PropertyTermNeighbourhood }
  | { kind: "property"; item: PropertyTermItem }
  | { kind: "searching" }
  | { kind: "empty"; query: string }
  | { kind: "noStreet"; street: string }
  | { kind: "byNeighbourhood" };

export type GroupId = "universities" | "neighbourhoods" | "homes";

/**
 * The popup's lines in the order the arrow keys go through them: universities, then
 * neighbourhoods, then listings, each group under its heading (`group`), or a single status
 * line (no group).
 */
export type Section = { group: GroupId | null; rows: Row[]; start: number };

export function sectionsFor(search: PropertyTermSearch, pageUniversities: PageUniversities): Section[] {
  const { universities, neighbourhoods, items } = shownSuggestions(search, pageUniversities);
  const groups: { group: GroupId; rows: Row[] }[] = [
    { group: "universities", rows: universities.map((university) => ({ kind: "university", university })) },
    {
      group: "neighbourhoods",
      rows: neighbourhoods.map((neighbourhood) => ({ kind: "neighbourhood", neighbourhood })),
    },
    { group: "homes", rows: items.map((item) => ({ kind: "property", item })) },
  ];
  const sections: Section[] = [];
  let start = 0;
  for (const { group, rows } of groups) {
    if (rows.length === 0) continue;
    sections.push({ group, rows, start });
    start += rows.length;
  }
  if (sections.length > 0 || search.status === "idle") return sections;
  if (search.status === "loading") return [{ group: null, rows: [{ kind: "searching" }], start: 0 }];
  const rows: Row[] = namesStreet(search.query)
    ? [{ kind: "noStreet", street: search.query }, { kind: "byNeighbourhood" }]
    : [{ kind: "empty", query: search.query }];
  return [{ group: null, rows, start: 0 }];
}

/**
 * The universities the page itself matched as the visitor typed (from two characters, no API
 * call), or null when the page does not know them and the API's answer names them.
 */
export type PageUniversities = readonly PropertyTermUniversity[] | null;

const NOTHING: TermSuggestions = { universities: [], neighbourhoods: [], items: [] };

/** What the popup shows: the API's answer so far, with the page's own universities when it has them. */
function shownSuggestions(search: PropertyTermSearch, pageUniversities: PageUniversities): TermSuggestions {
  const found = search.status === "idle" ? NOTHING : search.found;
  return pageUniversities === null ? found : { ...found, universities: [...pageUniversities] };
}

export const isChoosable = (row: Row | null): boolean =>
  row?.kind === "university" ||
  row?.kind === "neighbourhood" ||
  row?.kind === "property" ||
  row?.kind === "byNeighbourhood";

export function rowKey(row: Row | null): string | undefined {
  switch (row?.kind) {
    case "university":
      return `u:${row.university.slug}`;
    case "neighbourhood":
      return `n:${row.neighbourhood.name}`;
    case "property":
      return `p:${row.item.code}`;
    default:
      return row?.kind;
  }
}

/**
 * Where choosing a line goes: a university's page, the search filtered by a neighbourhood, a
 * listing; the search page at its filters holding the neighbourhood's, to search by one.
 */
export function rowHref(row: Row | null, locale: Locale): string | undefined {
  switch (row?.kind) {
    case "university":
      return href("searchUniversity", locale, { slug: row.university.slug });
    case "neighbourhood":
      return `${href("search", locale)}?${new URLSearchParams({ neighbourhood: row.neighbourhood.name })}`;
    case "property":
      return href(row.item.purpose === "sale" ? "propertySale" : "property", locale, { code: row.item.code });
    case "byNeighbourhood":
      return `${href("search", locale)}#${filterSectionId("more")}`;
    default:
      return undefined;
  }
}

export const GROUP_HEADING = {
  universities: "searchBox.group.universities",
  neighbourhoods: "searchBox.group.neighbourhoods",
  homes: "searchBox.group.homes",
} as const;

export function rowClass(row: Row, highlighted: boolean): string {
  const base = "flex min-h-11 items-start gap-3 px-4 py-2.5";
  if (!isChoosable(row)) return `${base} cursor-default items-center text-sm text-ink-700`;
  return `${base} cursor-pointer ${
    highlighted ? "bg-pine-100/70 shadow-[inset_4px_0_0_var(--color-pine-600)]" : "bg-white"
  }`;
}

export function RowContent({ row, locale, t }: { row: Row; locale: Locale; t: Translate }) {
  switch (row.kind) {
    case "searching":
      return (
        <>
          <Spinner className="size-4 shrink-0 text-pine-600" />
          {t("searchBox.searching")}
        </>
      );
    case "empty":
      return <>{t("searchBox.empty", { query: row.query })}</>;
    case "noStreet":
      return <>{t("searchBox.noStreet", { street: row.street })}</>;
    case "byNeighbourhood":
      return (
        <>
          <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span className="min-w-0 flex-1 text-sm font-medium text-ink-900">{t("searchBox.byNeighbourhood")}</span>
        </>
      );
    case "university": {
      const { university } = row;
      return (
        <>
          <CapIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span className="min-w-0 flex-1">
            <span title={university.name} className="block text-sm font-medium text-ink-900">
              {university.shortName}
            </span>
            {/* Where the campus is (often why it matched) and what its page holds; the full name,
                too long for a phone's line, shows on hovering the short name. */}
            <span className="mt-0.5 block text-xs text-ink-700">
              {`${university.neighbourhood} · ${countText(locale, "searchBox.nearby", university.nearbyListings)}`}
            </span>
          </span>
        </>
      );
    }
    case "neighbourhood":
      return (
        <>
          <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span className="min-w-0 flex-1 text-sm font-medium text-ink-900">{row.neighbourhood.name}</span>
          <span className="mt-0.5 shrink-0 text-xs text-ink-700">
            {countText(locale, "searchBox.homes", row.neighbourhood.listings)}
          </span>
        </>
      );
    case "property":
      return <PropertyRow item={row.item} t={t} />;
  }
}

function PropertyRow({ item, t }: { item: PropertyTermItem; t: Translate }) {
  const place = [item.address.street, item.address.neighbourhood].filter(Boolean).join(", ");
  return (
    <>
      <HomeIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <span className="min-w-0 flex-1">
        <OwnerText language={item.titleLanguage} className="line-clamp-2 text-sm font-medium text-ink-900">
          {item.title}
        </OwnerText>
        {/* The code is how the visitor tells two similar listings apart: it never gets cut off. */}
        <span className="mt-0.5 flex gap-1 text-xs text-ink-700">
          {place ? <span className="min-w-0 truncate">{`${place} ·`}</span> : null}
          <span className="shrink-0">{t("searchBox.code", { code: item.code })}</span>
        </span>
      </span>
      {item.purpose === "sale" ? (
        <span className="mt-0.5 shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
          {t("searchBox.forSale")}
        </span>
      ) : null}
    </>
  );
}

/**
 * What the live region reads out: "Buscando…", nothing found, or how many suggestions of each
 * group ("Sugestões: 1 universidade, 2 bairros e 10 imóveis. Use as setas para escolher.").
 */
export function announcement(
  search: PropertyTermSearch,
  pageUniversities: PageUniversities,
  locale: Locale,
  t: Translate,
): string {
  if (search.status === "loading") return t("searchBox.searching");
  const { universities, neighbourhoods, items } = shownSuggestions(search, pageUniversities);
  const parts = [
    universities.length > 0 ? countText(locale, "searchBox.found.universities", universities.length) : "",
    neighbourhoods.length > 0 ? countText(locale, "searchBox.found.neighbourhoods", neighbourhoods.length) : "",
    items.length > 0 ? countText(locale, "searchBox.homes", items.length) : "",
  ].filter(Boolean);
  if (parts.length === 0) {
    if (search.status === "idle") return "";
    return namesStreet(search.query)
      ? `${t("searchBox.noStreet", { street: search.query })}. ${t("searchBox.byNeighbourhood")}.`
      : t("searchBox.empty", { query: search.query });
  }
  const found = listFormat(HTML_LANG[locale], { type: "conjunction" }).format(parts);
  return t("searchBox.found", { found });
}

export function Spinner({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={`motion-safe:animate-spin ${className}`}>
      <circle cx="10" cy="10" r="7" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2.5" />
      <path d="M17 10a7 7 0 0 0-7-7" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
