import { addDays, instantAt, localDateOf } from "../dates/zoned-time.ts";
import type { Locale } from "../i18n/locales.ts";
import { type ExitFine, exitFineBaseCents, exitFineDueCents } from "../rentals/lease-terms.ts";
import type { CancellationPolicy } from "./payment-enums.ts";

/*
 * What a cancellation before move-in refunds (issue 36, point 7; decision 039). Each listing
 * carries one of two policies chosen by its owner, modelled on HousingAnywhere's Flexible and
 * Strict but counted against what the site holds here: the first payment is the cash deposit
 * only (no rent in advance, arts. 20 and 42), so a penalty can never exceed it, nor the law's
 * proportional exit fine for the whole term (art. 4). An owner or staff who cancels refunds
 * everything. Before both signed there is no lease, so nothing is kept.
 */

/** Flexible: cancelling is free until the start of this many days before the move-in day. */
export const FLEXIBLE_FREE_DAYS_BEFORE_MOVE_IN = 14;
/** Flexible, later: this share of one month's rent is kept for the owner. */
export const FLEXIBLE_PENALTY_PERCENT_OF_RENT = 50;
/** Strict: cancelling is free this long after signing, when the move-in day is far enough away. */
export const STRICT_FREE_HOURS_AFTER_SIGNING = 48;
/** Strict: the free hours after signing apply only when the lease was signed this many days or more before move-in. */
export const STRICT_MIN_DAYS_BEFORE_MOVE_IN = 30;
/** Strict, otherwise: this share of one month's rent is kept for the owner. */
export const STRICT_PENALTY_PERCENT_OF_RENT = 100;

export type CancelledBy = "student" | "owner" | "staff";

export type CancellationOutcome = {
  /** Back to the student, of what is held. */
  refundCents: number;
  /** Kept for the owner, of what is held. */
  penaltyCents: number;
  /** Until when (excluded) the student may cancel for free; null when no such time applies. */
  freeUntil: Date | null;
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Until when a student cancels for free under `policy`: flexible, the start (São Paulo) of the
 * day 14 days before moving in; strict, 48 hours after signing, only if signed 30 days or more
 * before the move-in day (null otherwise, and before signing, as it depends on that moment).
 */
export function freeUntilOf(policy: CancellationPolicy, moveIn: string, signedAt: Date | null): Date | null {
  if (policy === "flexible") return instantAt(addDays(moveIn, -FLEXIBLE_FREE_DAYS_BEFORE_MOVE_IN), 0);
  if (signedAt === null) return null;
  if (daysBetween(localDateOf(signedAt), moveIn) < STRICT_MIN_DAYS_BEFORE_MOVE_IN) return null;
  return new Date(signedAt.getTime() + STRICT_FREE_HOURS_AFTER_SIGNING * HOUR_MS);
}

/**
 * The refund and the penalty of a cancellation now. `exitFine` is the lease's (art. 4); without
 * it, the fine every lease the site makes states (three months' rent, `exitFineBaseCents`).
 */
export function cancellationOutcome(input: {
  policy: CancellationPolicy;
  by: CancelledBy;
  now: Date;
  signedAt: Date | null;
  moveIn: string;
  heldCents: number;
  monthlyRentCents: number;
  exitFine?: ExitFine;
}): CancellationOutcome {
  const { heldCents, monthlyRentCents } = input;
  for (const [name, cents] of [
    ["heldCents", heldCents],
    ["monthlyRentCents", monthlyRentCents],
  ] as const) {
    if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${name} must be whole centavos, got ${cents}`);
  }
  const everything = (freeUntil: Date | null): CancellationOutcome => ({
    refundCents: heldCents,
    penaltyCents: 0,
    freeUntil,
  });
  // The owner's or staff's decision never costs the student anything.
  if (input.by !== "student") return everything(null);
  const freeUntil = freeUntilOf(input.policy, input.moveIn, input.signedAt);
  if (input.signedAt === null) return everything(freeUntil);
  if (freeUntil !== null && input.now.getTime() < freeUntil.getTime()) return everything(freeUntil);

  const percent = input.policy === "flexible" ? FLEXIBLE_PENALTY_PERCENT_OF_RENT : STRICT_PENALTY_PERCENT_OF_RENT;
  const policyPenalty = Math.floor((monthlyRentCents * percent) / 100);
  // Art. 4: before moving in the whole term is left, so the most the law's fine can be is all of it.
  const exitFine = input.exitFine ?? { kind: "proportional", baseCents: exitFineBaseCents(monthlyRentCents) };
  const lawCap = exitFineDueCents({ exitFine, months: 1 }, 1);
  const penaltyCents = Math.min(policyPenalty, heldCents, lawCap);
  return { refundCents: heldCents - penaltyCents, penaltyCents, freeUntil };
}

type PolicyTerms = { title: Record<Locale, string>; description: Record<Locale, string> };

/** Each policy as the listing form, the proposal page and the lease state it. */
export const POLICY_TERMS: Record<CancellationPolicy, PolicyTerms> = {
  flexible: {
    title: { pt: "Flexível", en: "Flexible" },
    description: {
      pt:
        `O estudante pode cancelar sem custo até ${FLEXIBLE_FREE_DAYS_BEFORE_MOVE_IN} dias antes da data de mudança. ` +
        `Depois disso, ${FLEXIBLE_PENALTY_PERCENT_OF_RENT}% de um mês de aluguel fica com o proprietário como multa, ` +
        "descontado do valor retido pelo site, e o restante é devolvido. A multa nunca passa do valor retido nem da " +
        "multa proporcional prevista em lei (art. 4º da Lei 8.245/1991). Se o proprietário cancelar, o estudante recebe tudo de volta.",
      en:
        `The student may cancel free of charge until ${FLEXIBLE_FREE_DAYS_BEFORE_MOVE_IN} days before the move-in date. ` +
        `After that, ${FLEXIBLE_PENALTY_PERCENT_OF_RENT}% of one month's rent goes to the owner as a penalty, taken ` +
        "from what the site holds, and the rest is refunded. The penalty is never more than what is held nor more " +
        "than the proportional fine the law allows (art. 4 of Lei 8.245/1991). If the owner cancels, the student gets everything back.",
    },
  },
  strict: {
    title: { pt: "Rígida", en: "Strict" },
    description: {
      pt:
        `O estudante pode cancelar sem custo nas ${STRICT_FREE_HOURS_AFTER_SIGNING} horas seguintes à assinatura do ` +
        `contrato, se a mudança for dali a ${STRICT_MIN_DAYS_BEFORE_MOVE_IN} dias ou mais. Fora disso, um mês de ` +
        "aluguel fica com o proprietário como multa, descontado do valor retido pelo site, e o restante é devolvido. " +
        "A multa nunca passa do valor retido nem da multa proporcional prevista em lei (art. 4º da Lei 8.245/1991). " +
        "Se o proprietário cancelar, o estudante recebe tudo de volta.",
      en:
        `The student may cancel free of charge within ${STRICT_FREE_HOURS_AFTER_SIGNING} hours of signing the lease, ` +
        `if the move-in date is ${STRICT_MIN_DAYS_BEFORE_MOVE_IN} days away or more. Otherwise one month's rent goes ` +
        "to the owner as a penalty, taken from what the site holds, and the rest is refunded. The penalty is never " +
        "more than what is held nor more than the proportional fine the law allows (art. 4 of Lei 8.245/1991). " +
        "If the owner cancels, the student gets everything back.",
    },
  },
};
