import { href } from "@campuslar/domain/routes/route-table";
import { universityNamedBy } from "@campuslar/domain/university/university-names";
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from "downshift";
import { useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import { usePageUniversities } from "../../../catalogue/page-universities.ts";
import {
  SEARCH_FORM_CLASS,
  SEARCH_INPUT_CLASS,
  SearchSubmit,
} from "../../../catalogue/search-box/property-search-form.tsx";
import { useT } from "../../../i18n/t.ts";
import {
  announcement,
  GROUP_HEADING,
  isChoosable,
  type Row,
  RowContent,
  rowClass,
  rowHref,
  rowKey,
  Spinner,
  sectionsFor,
} from "./search-box-rows.tsx";
import { usePropertyTermSearch } from "./use-property-term-search.ts";
import { useUniversitySuggestions } from "./use-university-suggestions.ts";
import "../../../catalogue/search-box/search-box-messages.ts";

/**
 * The top bar's search-as-you-type box on the /imoveis pages (spec §2, §4, §5; issues 20, 34):
 * from four characters it suggests universities, neighbourhoods and listings, grouped under
 * headings, forgiving accents and typing errors; the universities, which the page knows, from
 * two ("FGV", "US") without asking the API. Choosing a university opens its search page, a
 * neighbourhood the search filtered by it, a listing its page. A street no home stands on
 * says so and offers the search by neighbourhood.
 *
 * It follows the ARIA combobox pattern with a listbox (downshift's `useCombobox`): the arrow
 * keys go through every suggestion across the groups, Enter opens the highlighted one, Escape
 * closes the list and a second Escape clears the box. The groups are `role="group"` labelled by
 * their headings, which are not options (as in the APG's grouped listbox). It is a GET form to
 * the search page (`?q=`), so Enter with nothing highlighted searches the list, unless what was
 * typed is a university's name or acronym: then it opens the search filtered by it;
 * `PropertySearchFallback` is the same form for the time (or the visitor) without this code.
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
  const known = usePageUniversities();
  const pageUniversities = useUniversitySuggestions(typed, known, locale);
  const sections = sectionsFor(search, pageUniversities);
  const rows = sections.flatMap((section) => section.rows);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<Row>({
    inputId,
    items: rows,
    isItemDisabled: (row) => !isChoosable(row),
    // Never shown: choosing navigates away and the input keeps what was typed (keepTypedText).
    itemToString: () => "",
    itemToKey: rowKey,
    isOpen: menuWanted && rows.length > 0,
    // Choosing navigates away, so nothing stays selected and the same listing can be chosen again.
    selectedItem: null,
    stateReducer: keepTypedText,
    onInputValueChange: ({ inputValue: next }) => setTyped(next ?? ""),
    onIsOpenChange: ({ isOpen: next }) => setMenuWanted(next ?? false),
    onSelectedItemChange: ({ selectedItem }) => {
      const to = rowHref(selectedItem, locale);
      if (to) navigate(to);
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
      // results it would otherwise cover are what the visitor asked for. "FGV" is a university,
      // not words in listings' texts: its filter finds the homes near it, a text search few.
      onSubmit={(event) => {
        setMenuWanted(false);
        const university = universityNamedBy(String(new FormData(event.currentTarget).get("q") ?? ""), known);
        if (!university) return;
        event.preventDefault();
        navigate(`${href("search", locale)}?${new URLSearchParams({ university: university.slug })}`);
      }}
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

      <div
        {...getMenuProps()}
        className={
          isOpen
            ? "absolute inset-x-0 top-full z-30 mt-2 max-h-[min(30rem,70vh)] sm:right-auto sm:w-[28rem] sm:max-w-[calc(100vw-4rem)] overflow-y-auto overscroll-contain rounded-2xl border border-sand-200 bg-white py-1.5 shadow-lg shadow-ink-900/10"
            : "hidden"
        }
      >
        {isOpen
          ? sections.map(({ group, rows: sectionRows, start }) => {
              const options = sectionRows.map((row, offset) => {
                const index = start + offset;
                return (
                  <li
                    key={rowKey(row)}
                    {...getItemProps({ item: row, index })}
                    className={rowClass(row, highlightedIndex === index)}
                  >
                    <RowContent row={row} locale={locale} t={t} />
                  </li>
                );
              });
              if (group === null) {
                return (
                  <ul key="status" role="presentation">
                    {options}
                  </ul>
                );
              }
              const headingId = `${inputId}-${group}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox holds options and groups of options; a fieldset groups form fields.
                <ul
                  key={group}
                  role="group"
                  aria-labelledby={headingId}
                  className="border-sand-200 not-first:mt-1 not-first:border-t not-first:pt-1"
                >
                  <li
                    role="presentation"
                    id={headingId}
                    className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-700 uppercase"
                  >
                    {t(GROUP_HEADING[group])}
                  </li>
                  {options}
                </ul>
              );
            })
          : null}
      </div>

      {/* Read out politely as answers arrive; not `role="status"`, which the page may use itself. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement(search, pageUniversities, locale, t)}
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
