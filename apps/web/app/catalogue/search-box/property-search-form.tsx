import { href } from "@campuslar/domain/routes/route-table";
import { useId } from "react";
import { Form } from "react-router";
import { useT } from "../../i18n/t.ts";
import "./search-box-messages.ts";

/** The look of the top bar's search input, shared by the plain form and the live box. */
export const SEARCH_FORM_CLASS = "relative w-full sm:max-w-sm";
export const SEARCH_INPUT_CLASS =
  "h-11 w-full rounded-full border border-sand-300 bg-white py-2 pr-10 pl-10 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-600 focus:border-pine-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-pine-600/40 sm:text-sm";

/**
 * The magnifier at the input's start is the form's submit button: a form of its own needs a
 * control that sends it (Enter is not discoverable for everyone), and a tap on the icon does
 * what a visitor expects.
 */
export function SearchSubmit() {
  const { t } = useT();
  return (
    <button
      type="submit"
      aria-label={t("searchBox.submit")}
      title={t("searchBox.submit")}
      className="absolute top-1/2 left-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-600 transition-colors hover:bg-sand-100 hover:text-pine-800 focus-visible:outline-2 focus-visible:outline-pine-600"
    >
      <SearchIcon className="size-5" />
    </button>
  );
}

/**
 * The property search as a plain GET form to the search page (`?q=`), drawn exactly like the
 * search-as-you-type box. It is what the server renders and what the page shows until that
 * box's code has loaded after hydration (site-header.tsx), so without JavaScript this form is
 * what the visitor sees and uses, and the server HTML holds it once, with its ids once.
 */
export function PropertySearchFallback() {
  const { locale, t } = useT();
  const inputId = useId();
  return (
    <Form
      method="get"
      action={href("search", locale)}
      role="search"
      aria-label={t("searchBox.label")}
      className={SEARCH_FORM_CLASS}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("searchBox.label")}
      </label>
      <div className="relative">
        <SearchSubmit />
        <input
          id={inputId}
          name="q"
          type="search"
          placeholder={t("searchBox.placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          className={SEARCH_INPUT_CLASS}
        />
      </div>
    </Form>
  );
}

export function SearchIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={className}>
      <circle cx="8.75" cy="8.75" r="5.25" stroke="currentColor" strokeWidth="1.75" />
      <path d="m12.75 12.75 3.75 3.75" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
