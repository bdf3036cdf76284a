import type { HomeContent } from "@campuslar/domain/content/home-content";
import { HTML_LANG, type Locale } from "@campuslar/domain/i18n/locales";

/**
 * What the home page shows of the press mentions and testimonials staff published, in the
 * page's language (docs/decisions/014-content-claims.md). A text staff gave only in Portuguese is
 * shown as written, marked with its language, so an English page says it rather than passing it off.
 */

/** A text and the language it is written in (for `lang` and the "in Portuguese" note). */
export type LocalizedText = { text: string; locale: Locale };

export type PressMentionView = {
  id: number;
  outlet: string;
  headline: LocalizedText;
  url: string;
  /** The article's day (`YYYY-MM-DD`) and as the page's language writes it. */
  date: string;
  dateText: string;
  example: boolean;
};

export type TestimonialView = {
  id: number;
  firstName: string;
  context: LocalizedText;
  quote: LocalizedText;
  example: boolean;
};

export type HomeContentView = { pressMentions: PressMentionView[]; testimonials: TestimonialView[] };

export const NO_HOME_CONTENT: HomeContentView = { pressMentions: [], testimonials: [] };

const inLocale = (locale: Locale, pt: string, en: string | null): LocalizedText =>
  locale === "en" && en ? { text: en, locale: "en" } : { text: pt, locale: "pt" };

/** A calendar day as the page's language writes it, e.g. "12 mar. 2024" or "Mar 12, 2024". */
function dayText(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export function homeContentView(content: HomeContent, locale: Locale): HomeContentView {
  return {
    pressMentions: content.pressMentions.map((m) => ({
      id: m.id,
      outlet: m.outlet,
      headline: inLocale(locale, m.headlinePt, m.headlineEn),
      url: m.url,
      date: m.publishedOn,
      dateText: dayText(locale, m.publishedOn),
      example: m.example,
    })),
    testimonials: content.testimonials.map((q) => ({
      id: q.id,
      firstName: q.firstName,
      context: inLocale(locale, q.contextPt, q.contextEn),
      quote: inLocale(locale, q.quotePt, q.quoteEn),
      example: q.example,
    })),
  };
}
