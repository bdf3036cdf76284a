import type { Locale } from "../i18n/locales.ts";
import { DEPOSIT_CAP_MONTHS_OF_RENT, type LeaseTerms } from "./lease-terms.ts";

/*
 * The tenancy law's checks a lease must pass before it is made (issue 35, point 5; Lei
 * 8.245/1991, cited in docs/decisions/036-lease-law-and-signatures.md). Each refusal names its
 * rule and article and explains itself in both languages. This is a guard against the plain
 * mistakes, not legal advice.
 */

export const LEASE_RULES = ["one_guarantee", "deposit_cap", "proportional_fine", "no_advance_rent"] as const;
export type LeaseRule = (typeof LEASE_RULES)[number];

export type LeaseRefusal = { rule: LeaseRule; article: string; message: Record<Locale, string> };

const REFUSALS: Record<LeaseRule, Omit<LeaseRefusal, "rule">> = {
  one_guarantee: {
    article: "Lei 8.245/1991, art. 37, parágrafo único",
    message: {
      pt: "O contrato só pode ter uma garantia: a lei proíbe, sob pena de nulidade, mais de uma modalidade de garantia num mesmo contrato (Lei 8.245/1991, art. 37, parágrafo único).",
      en: "A lease may have only one guarantee: the law forbids, on pain of nullity, more than one kind of guarantee in the same lease (Lei 8.245/1991, art. 37, sole paragraph).",
    },
  },
  deposit_cap: {
    article: "Lei 8.245/1991, art. 38, § 2º",
    message: {
      pt: "A caução em dinheiro não pode passar de três meses de aluguel (Lei 8.245/1991, art. 38, § 2º).",
      en: "A cash deposit may not exceed three months' rent (Lei 8.245/1991, art. 38, § 2).",
    },
  },
  proportional_fine: {
    article: "Lei 8.245/1991, art. 4º",
    message: {
      pt: "A multa por devolver o imóvel antes do fim do prazo deve ser proporcional ao período de cumprimento do contrato, não um valor fixo (Lei 8.245/1991, art. 4º).",
      en: "The fine for leaving before the end of the term must be proportional to the part of the lease served, not a fixed sum (Lei 8.245/1991, art. 4).",
    },
  },
  no_advance_rent: {
    article: "Lei 8.245/1991, arts. 20 e 42",
    message: {
      pt: "O locador não pode exigir o aluguel antecipado: só quando a locação não tem nenhuma garantia, e então apenas o do mês que começa (Lei 8.245/1991, arts. 20 e 42).",
      en: "The owner may not demand rent in advance: only when the lease has no guarantee at all, and then only the coming month's (Lei 8.245/1991, arts. 20 and 42).",
    },
  },
};

const refusal = (rule: LeaseRule): LeaseRefusal => ({ rule, ...REFUSALS[rule] });

/** Every rule the terms break, in the order above; an empty list: the lease may be made. */
export function checkLeaseTerms(terms: LeaseTerms): LeaseRefusal[] {
  const refusals: LeaseRefusal[] = [];
  // A cash deposit is itself a guarantee (caução): beside a guarantor or an insurance it is a second one.
  const cashBesideAnother = terms.depositCents > 0 && terms.guarantees.some((g) => g !== "escrow_deposit");
  if (terms.guarantees.length > 1 || cashBesideAnother) refusals.push(refusal("one_guarantee"));
  if (terms.depositCents > terms.monthlyRentCents * DEPOSIT_CAP_MONTHS_OF_RENT) refusals.push(refusal("deposit_cap"));
  if (terms.exitFine.kind !== "proportional") refusals.push(refusal("proportional_fine"));
  // Art. 42: with no guarantee, the coming month's rent may be asked at its start; nothing more, ever (art. 20).
  const allowedAdvance = terms.guarantees.length === 0 ? 1 : 0;
  if (terms.rentInAdvanceMonths > allowedAdvance) refusals.push(refusal("no_advance_rent"));
  return refusals;
}
