/**
 * Money is stored as integer centavos and travels as reais (a number with at most two
 * decimals) in JSON. These helpers are the only place that converts between the two.
 */

export const centsToReais = (cents: number): number => Math.round(cents) / 100;

export const reaisToCents = (reais: number): number => Math.round(reais * 100);

/*
 * Money is written one way in both languages (spec: "R$ in front with a space, dot thousands
 * separator, comma decimal, 2 decimals"), on pages, in placeholders, alert summaries and e-mails:
 * "R$ 2.850,00" in English too. Only other numbers (distances, areas, counts) follow the page's
 * language. Written by hand rather than with Intl, whose pt-BR output puts a no-break space after
 * "R$" and whose rounding of halves depends on the binary value.
 */

/** The amount in the spec's format without "R$": `2.850,00`, `0,01`, `1.250.000,00`, `-10,00`. */
export function formatReais(reais: number): string {
  const cents = reaisToCents(reais);
  const sign = cents < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, "0");
  return `${sign}${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${fraction}`;
}

/** `R$ 1.234,56` whatever the visitor's language (a negative amount: `-R$ 10,00`). */
export function formatBRL(reais: number): string {
  const text = formatReais(reais);
  return text.startsWith("-") ? `-R$ ${text.slice(1)}` : `R$ ${text}`;
}

/**
 * A price as a map pin shows it: whole reais in the spec's format, the same in both languages
 * ("R$ 2.400", "R$ 851"). A pin has no room for centavos, but it writes money the one way every
 * other place does, so the pin and the card beside it read alike (issue 34, point 8).
 */
export function formatShortBRL(reais: number): string {
  const whole = Math.round(reais);
  const sign = whole < 0 ? "-" : "";
  return `${sign}R$ ${String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}

/**
 * An amount as a form field shows it, in the spec's format in both languages ("2.500,00"),
 * without "R$": what `parseTypedReais` reads back.
 */
export function formatReaisInput(reais: number): string {
  return formatReais(reais);
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
