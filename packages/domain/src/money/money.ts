import { numberFormat } from "../i18n/intl-formats.ts";
import { HTML_LANG, type Locale } from "../i18n/locales.ts";

/**
 * Money is stored as integer centavos and travels as reais (a number with at most two
 * decimals) in JSON. These helpers are the only place that converts between the two.
 */

export const centsToReais = (cents: number): number => Math.round(cents) / 100;

export const reaisToCents = (reais: number): number => Math.round(reais * 100);

// Intl with pt-BR gives "R$ 1.234,56" but separates with a no-break space; the spec and the
// product show a plain space, in both languages, so the format is fixed here, not per locale.
const brl = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `R$ 1.234,56` whatever the visitor's language. */
export function formatBRL(reais: number): string {
  return brl.format(reais).replace(/\s/u, " ");
}

/**
 * A price in a few characters, as a map pin shows it: "R$ 2,4 mil" in Portuguese, "R$ 2.4k" in
 * English; under a thousand in full ("R$ 850"). A tenth of a thousand is as fine as a pin needs.
 */
export function formatShortBRL(reais: number, locale: Locale): string {
  const amount = numberFormat(HTML_LANG[locale], { notation: "compact", maximumFractionDigits: 1 })
    .format(Math.round(reais))
    .replace(/\s/u, " ");
  return `R$ ${locale === "en" ? amount.replace(/K$/, "k") : amount}`;
}

/**
 * An amount as a form field shows it in the visitor's language ("2.500,00", "2,500.00"), without
 * "R$": what `parseTypedReais` reads back.
 */
export function formatReaisInput(reais: number, locale: Locale): string {
  return numberFormat(HTML_LANG[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(reais);
}

/**
 * Reais as people type them, in either language: "1500", "1.500", "1.500,50", "1500,5"
 * (Brazil), "1,500", "1,500.50", "1500.5" (English or a number input), with or without "R$".
 * Prices have at most two decimals, so a separator followed by exactly three digits can only
 * group thousands: "1.500" and "1,500" are both fifteen hundred. Anything else is `undefined`.
 */
export function parseTypedReais(typed: string): number | undefined {
  const text = typed.trim().replace(/^R\$/i, "").replace(/\s/gu, "");
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) return Number(text.replaceAll(".", "").replace(",", "."));
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(text)) return Number(text.replaceAll(",", ""));
  if (/^\d+(,\d{1,2})?$/.test(text)) return Number(text.replace(",", "."));
  if (/^\d+(\.\d{1,2})?$/.test(text)) return Number(text);
  return undefined;
}
