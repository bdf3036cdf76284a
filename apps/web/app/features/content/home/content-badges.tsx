import { HTML_LANG } from "@campuslar/domain/i18n/locales";
import "./messages.ts";
import { useT } from "../../../i18n/t.ts";
import type { LocalizedText } from "./home-content.ts";

/**
 * Marks an item the demo seed wrote on request: seen as "Example", heard as the whole sentence,
 * so nobody takes it for a real press mention or a real person's words.
 */
export function ExampleBadge() {
  const { t } = useT();
  return (
    <span className="inline-flex items-center rounded-full border border-dashed border-brand-700 bg-brand-50 px-2 py-0.5 text-xs font-bold tracking-wide text-brand-800 uppercase">
      <span aria-hidden="true">{t("home.content.example")}</span>
      <span className="sr-only">{t("home.content.exampleNote")}</span>
    </span>
  );
}

/** A text in its own language: `lang` when it is not the page's, so it is read out in the right voice. */
export function InItsLanguage({ value }: { value: LocalizedText }) {
  const { locale } = useT();
  return <span lang={value.locale === locale ? undefined : HTML_LANG[value.locale]}>{value.text}</span>;
}

/** "In Portuguese", beside a text an English page shows as it was written. */
export function LanguageNote({ value }: { value: LocalizedText }) {
  const { locale, t } = useT();
  if (value.locale === locale) return null;
  return <span className="text-xs font-semibold text-ink-700">{t("home.content.inPortuguese")}</span>;
}
