import type { PropertyTermItem } from "@campuslar/domain/property/property-term-dto";
import { href } from "@campuslar/domain/routes/route-table";
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from "downshift";
import { useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import { type Translate, useT } from "../i18n/t.ts";
import { OwnerText } from "./listing-labels.tsx";
import { SEARCH_FORM_CLASS, SEARCH_INPUT_CLASS, SearchSubmit } from "./property-search-form.tsx";
import { type PropertyTermSearch, usePropertyTermSearch } from "./use-property-term-search.ts";
import "./search-box-messages.ts";

/**
 * One line of the popup: a listing to open, or a status line that cannot be chosen (shown
 * while the first answer is on its way, or when nothing matches).
 */
type Row = { kind: "property"; item: PropertyTermItem } | { kind: "searching" } | { kind: "empty"; query: string };

function rowsFor(search: PropertyTermSearch): Row[] {
  if (search.status === "idle") return [];
  if (search.items.length > 0) return search.items.map((item) => ({ kind: "property", item }));
  return search.status === "loading" ? [{ kind: "searching" }] : [{ kind: "empty", query: search.query }];
}

/**
 * The top bar's search-as-you-type box on the /imoveis pages (spec §2, §4, §5): from four
 * characters it lists matching listings by street, neighbourhood, title or code, and choosing
 * one opens it. It is a GET form to the search page (`?q=`), so Enter without a listing chosen
 * searches the list; `PropertySearchFallback` is the same form for the time (or the visitor)
 * without this code.
 */
export default function PropertySearchBox() {
  const { locale, t } = useT();
  const navigate = useNavigate();
  const inputId = useId();
  // A copy of the text for the search only. The input itself stays downshift's: controlling
  // `inputValue` from `onInputValueChange`, which runs after the render, lets React put an old
  // value back between two fast keystrokes and lose a letter.
  const [typed, setTyped] = useState("");
  // Whether the visitor wants the popup (typing opens it, Escape and leaving close it); it is
  // only open when there is also something to show, so `aria-expanded` never lies.
  const [menuWanted, setMenuWanted] = useState(false);
  const search = usePropertyTermSearch(typed, locale);
  const rows = rowsFor(search);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<Row>({
    inputId,
    items: rows,
    isItemDisabled: (row) => row.kind !== "property",
    itemToString: (row) => (row?.kind === "property" ? row.item.title : ""),
    itemToKey: (row) => (row?.kind === "property" ? row.item.code : row?.kind),
    isOpen: menuWanted && rows.length > 0,
    // Choosing navigates away, so nothing stays selected and the same listing can be chosen again.
    selectedItem: null,
    stateReducer: keepTypedText,
    onInputValueChange: ({ inputValue: next }) => setTyped(next ?? ""),
    onIsOpenChange: ({ isOpen: next }) => setMenuWanted(next ?? false),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem?.kind !== "property") return;
      const { code, purpose } = selectedItem.item;
      navigate(href(purpose === "sale" ? "propertySale" : "property", locale, { code }));
    },
  });

  return (
    <Form
      method="get"
      action={href("search", locale)}
      role="search"
      aria-label={t("searchBox.label")}
      className={SEARCH_FORM_CLASS}
      // Searching the list (Enter with no listing chosen, or the button) closes the popup: the
      // results it would otherwise cover are what the visitor asked for.
      onSubmit={() => setMenuWanted(false)}
    >
      <label {...getLabelProps()} htmlFor={inputId} className="sr-only">
        {t("searchBox.label")}
      </label>
      <div className="relative">
        <SearchSubmit />
        <input
          {...getInputProps({
            name: "q",
            type: "text",
            placeholder: t("searchBox.placeholder"),
            autoComplete: "off",
            autoCapitalize: "off",
            spellCheck: false,
            enterKeyHint: "search",
            onKeyDown: (event) => {
              // Enter with no listing highlighted searches the list page, as it does without
              // JavaScript, instead of downshift swallowing the key.
              if (event.key === "Enter" && highlightedIndex < 0) {
                (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                  true;
              }
            },
          })}
          className={SEARCH_INPUT_CLASS}
        />
        {search.status === "loading" ? (
          <Spinner className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-pine-600" />
        ) : null}
      </div>

      <ul
        {...getMenuProps()}
        className={
          isOpen
            ? "absolute inset-x-0 top-full z-30 mt-2 max-h-[min(26rem,70vh)] sm:right-auto sm:w-[28rem] sm:max-w-[calc(100vw-4rem)] overflow-y-auto overscroll-contain rounded-2xl border border-sand-200 bg-white py-1.5 shadow-lg shadow-ink-900/10"
            : "hidden"
        }
      >
        {isOpen
          ? rows.map((row, index) => (
              <li
                key={row.kind === "property" ? row.item.code : row.kind}
                {...getItemProps({ item: row, index })}
                className={rowClass(row, highlightedIndex === index)}
              >
                <RowContent row={row} t={t} />
              </li>
            ))
          : null}
      </ul>

      {/* Read out politely as answers arrive; not `role="status"`, which the page may use itself. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement(search, t)}
      </div>
    </Form>
  );
}

/**
 * Choosing a listing (Enter, click, tap) navigates away, so the input keeps what was typed
 * rather than the listing's title; leaving the box (Tab, a tap elsewhere) only closes the
 * popup and never chooses the highlighted listing behind the visitor's back.
 */
function keepTypedText(state: UseComboboxState<Row>, { type, changes }: UseComboboxStateChangeOptions<Row>) {
  switch (type) {
    case useCombobox.stateChangeTypes.InputKeyDownEnter:
    case useCombobox.stateChangeTypes.ItemClick:
      return { ...changes, inputValue: state.inputValue };
    case useCombobox.stateChangeTypes.InputBlur:
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    default:
      return changes;
  }
}

function rowClass(row: Row, highlighted: boolean): string {
  const base = "flex min-h-11 items-start gap-3 px-4 py-2.5";
  if (row.kind !== "property") return `${base} cursor-default items-center text-sm text-ink-700`;
  return `${base} cursor-pointer ${
    highlighted ? "bg-pine-100/70 shadow-[inset_4px_0_0_var(--color-pine-600)]" : "bg-white"
  }`;
}

function RowContent({ row, t }: { row: Row; t: Translate }) {
  if (row.kind === "searching") {
    return (
      <>
        <Spinner className="size-4 shrink-0 text-pine-600" />
        {t("searchBox.searching")}
      </>
    );
  }
  if (row.kind === "empty") return <>{t("searchBox.empty", { query: row.query })}</>;

  const { item } = row;
  const place = [item.address.street, item.address.neighbourhood].filter(Boolean).join(", ");
  return (
    <>
      <HouseIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
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

function announcement(search: PropertyTermSearch, t: Translate): string {
  if (search.status === "idle") return "";
  if (search.status === "loading") return t("searchBox.searching");
  const count = search.items.length;
  if (count === 0) return t("searchBox.empty", { query: search.query });
  return count === 1 ? t("searchBox.found.one") : t("searchBox.found.other", { count });
}

function HouseIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={className}>
      <path
        d="M3.5 9 10 3.75 16.5 9v7a.75.75 0 0 1-.75.75H12.5V12.5h-5v4.25H4.25A.75.75 0 0 1 3.5 16V9Z"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Spinner({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={`motion-safe:animate-spin ${className}`}>
      <circle cx="10" cy="10" r="7" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2.5" />
      <path d="M17 10a7 7 0 0 0-7-7" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
