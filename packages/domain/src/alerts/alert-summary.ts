import type { Locale } from "../i18n/locales.ts";
import { formatBRL } from "../money/money.ts";
import { ACCOMMODATION_TYPE_NAMES, BEDROOMS_OR_MORE } from "../property/property-enums.ts";
import type { PropertySearchFilters } from "../property/property-search-query.ts";
import { ofUniversityPt } from "../university/university-articles.ts";
import { ALERT_NAME_MAX } from "./alert-rules.ts";

/*
 * A saved search in words (issue 23): the name suggested for a new alert ("Apartamento perto da
 * USP até R$ 2.500,00") and the summary of its filters on the alerts page and in its e-mails. Money
 * is written in the spec's format in both languages (issue 34): "up to R$ 2.500,00".
 */

/** What the words need beyond the filters: the university's short name (the filters hold its slug). */
export type AlertWordsContext = { universityName?: string };

const WORDS = {
  pt: {
    home: "Imóvel",
    forSale: "à venda",
    near: (u: string, slug?: string) => `perto ${ofUniversityPt(slug, u)}`,
    within: (m: number, u: string, slug?: string) => `até ${m} min ${ofUniversityPt(slug, u)}`,
    upTo: (p: string) => `até ${p}`,
    from: (p: string) => `a partir de ${p}`,
    between: (a: string, b: string) => `de ${a} a ${b}`,
    allIn: (p: string) => `custo total até ${p}`,
    bedrooms: (n: number) => (n >= BEDROOMS_OR_MORE ? `${n}+ quartos` : n === 1 ? "1 quarto" : `${n} quartos`),
    in: (h: string) => `em ${h}`,
    furnished: "mobiliado",
    unfurnished: "sem mobília",
    pets: "aceita pets",
    verified: "verificados",
    text: (q: string) => `“${q}”`,
    stay: { first_semester: "1º semestre", second_semester: "2º semestre", year: "um ano" },
    moveIn: (d: string) => `entrada em ${d}`,
    everything: "Todos os imóveis",
  },
  en: {
    home: "Home",
    forSale: "for sale",
    near: (u: string) => `near ${u}`,
    within: (m: number, u: string) => `within ${m} min of ${u}`,
    upTo: (p: string) => `up to ${p}`,
    from: (p: string) => `from ${p}`,
    between: (a: string, b: string) => `${a} to ${b}`,
    allIn: (p: string) => `all-in up to ${p}`,
    bedrooms: (n: number) => (n >= BEDROOMS_OR_MORE ? `${n}+ bedrooms` : n === 1 ? "1 bedroom" : `${n} bedrooms`),
    in: (h: string) => `in ${h}`,
    furnished: "furnished",
    unfurnished: "unfurnished",
    pets: "pets welcome",
    verified: "verified",
    text: (q: string) => `“${q}”`,
    stay: { first_semester: "first semester", second_semester: "second semester", year: "a year" },
    moveIn: (d: string) => `moving in ${d}`,
    everything: "Every home",
  },
} as const;

/** The price words of the filters: "até R$ 2.500,00", "R$ 1.000,00 to R$ 2.000,00". */
function priceWords(f: PropertySearchFilters, locale: Locale): string | undefined {
  const w = WORDS[locale];
  const min = f.minPrice === undefined ? undefined : formatBRL(f.minPrice);
  const max = f.maxPrice === undefined ? undefined : formatBRL(f.maxPrice);
  if (min && max) return w.between(min, max);
  if (max) return w.upTo(max);
  if (min) return w.from(min);
  return undefined;
}

function placeWords(f: PropertySearchFilters, locale: Locale, ctx: AlertWordsContext): string | undefined {
  const w = WORDS[locale];
  const university = ctx.universityName ?? f.university?.toUpperCase();
  if (!university) return undefined;
  return f.maxCommute === undefined
    ? w.near(university, f.university)
    : w.within(f.maxCommute, university, f.university);
}

/** The type, or "Imóvel"/"Home", and "à venda" for a sale. */
function headWords(f: PropertySearchFilters, locale: Locale): string {
  const w = WORDS[locale];
  const head = f.type ? ACCOMMODATION_TYPE_NAMES[f.type][locale] : w.home;
  return f.purpose === "sale" ? `${head} ${w.forSale}` : head;
}

/** A name for a new alert from its filters, at most `ALERT_NAME_MAX` characters. */
export function suggestAlertName(f: PropertySearchFilters, locale: Locale, ctx: AlertWordsContext = {}): string {
  const parts = [headWords(f, locale), placeWords(f, locale, ctx), priceWords(f, locale)];
  const name = parts.filter(Boolean).join(" ");
  return name.length <= ALERT_NAME_MAX ? name : `${name.slice(0, ALERT_NAME_MAX - 1).trimEnd()}…`;
}

/** Every filter in a few words, joined by " · ": "Apartamento · perto da USP · até R$ 2.500,00 · 2 quartos". */
export function describeAlertFilters(f: PropertySearchFilters, locale: Locale, ctx: AlertWordsContext = {}): string {
  const w = WORDS[locale];
  const parts: (string | undefined)[] = [
    f.type || f.purpose === "sale" ? headWords(f, locale) : undefined,
    placeWords(f, locale, ctx),
    priceWords(f, locale),
    f.maxTotal === undefined ? undefined : w.allIn(formatBRL(f.maxTotal)),
    f.bedrooms === undefined ? undefined : w.bedrooms(f.bedrooms),
    f.neighbourhood ? w.in(f.neighbourhood) : undefined,
    f.furnished === undefined ? undefined : f.furnished ? w.furnished : w.unfurnished,
    f.pets ? w.pets : undefined,
    f.verified ? w.verified : undefined,
    f.stay ? w.stay[f.stay] : undefined,
    f.moveIn ? w.moveIn(f.moveIn) : undefined,
    f.q ? w.text(f.q) : undefined,
  ];
  const words = parts.filter((p): p is string => p !== undefined);
  return words.length > 0 ? words.join(" · ") : w.everything;
}
