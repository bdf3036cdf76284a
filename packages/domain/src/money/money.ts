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
