import { z } from "zod";
import type { Locale } from "../i18n/locales.ts";
import { formatReais } from "../money/money.ts";
import { CLAIM_DECISIONS, CLAIM_REASONS, type ClaimDecision, type ClaimReason } from "./payment-enums.ts";

/*
 * The arrival claim (issue 36, point 5): the student says why the home failed them on arrival,
 * and staff decide what happens to the held money. Like the payout form, the schemas are made
 * per language and report sentences naming their field. Photos travel beside the form
 * (multipart) and are checked by the route that stores them.
 */

export const CLAIM_DESCRIPTION_MIN = 20;
export const CLAIM_DESCRIPTION_MAX = 2000;
export const DECISION_NOTE_MAX = 2000;

export const CLAIM_FORM_MESSAGES = {
  "claim.reason.required": {
    pt: "Motivo: escolha o que aconteceu na chegada.",
    en: "Reason: choose what happened on arrival.",
  },
  "claim.description.tooShort": {
    pt: `Descrição: conte o que aconteceu em pelo menos ${CLAIM_DESCRIPTION_MIN} caracteres.`,
    en: `Description: tell what happened in at least ${CLAIM_DESCRIPTION_MIN} characters.`,
  },
  "claim.description.tooLong": {
    pt: `Descrição: use no máximo ${CLAIM_DESCRIPTION_MAX} caracteres.`,
    en: `Description: use at most ${CLAIM_DESCRIPTION_MAX} characters.`,
  },
  "claim.decision.required": {
    pt: "Decisão: escolha liberar, reembolsar em parte ou reembolsar tudo.",
    en: "Decision: choose release, partial refund or full refund.",
  },
  "claim.refundAmount.required": {
    pt: "Valor do reembolso: informe o valor em reais (ex.: 1.234,56).",
    en: "Refund amount: enter the amount in reais (e.g. 1.234,56).",
  },
  "claim.refundAmount.invalid": {
    pt: "Valor do reembolso: informe um valor em reais, como 1.234,56.",
    en: "Refund amount: enter an amount in reais, such as 1.234,56.",
  },
  "claim.note.tooLong": {
    pt: `Observação: use no máximo ${DECISION_NOTE_MAX} caracteres.`,
    en: `Note: use at most ${DECISION_NOTE_MAX} characters.`,
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ClaimFormMessageKey = keyof typeof CLAIM_FORM_MESSAGES;

/** "Refund amount: between R$ 0,01 and R$ 7.499,99" — the range depends on what is held. */
const refundRangeMessage = (locale: Locale, heldCents: number): string => {
  const most = formatReais((heldCents - 1) / 100);
  return locale === "pt"
    ? `Valor do reembolso: um reembolso parcial fica entre 0,01 e ${most}; para devolver tudo, escolha reembolsar tudo.`
    : `Refund amount: a partial refund is between 0,01 and ${most}; to give everything back, choose full refund.`;
};

/**
 * Centavos from reais as people type them, by string operations only (no float ever holds the
 * amount): "1.234,56", "1234,5", "1234" (Brazil), "1,234.56", "1234.56" (English or a number
 * input), with or without "R$". As in `parseTypedReais`, a separator followed by exactly three
 * digits groups thousands. Anything else is undefined.
 */
export function typedReaisToCents(typed: string): number | undefined {
  const text = typed.trim().replace(/^R\$/i, "").replace(/\s/gu, "");
  // Thousands grouped by dots (Brazil) or commas (English), or no grouping with either decimal mark.
  const forms: [RegExp, string][] = [
    [/^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/, "."],
    [/^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/, ","],
    [/^(\d+)(?:[,.](\d{1,2}))?$/, ""],
  ];
  const [match, grouping] = forms.map(([form, sep]) => [form.exec(text), sep] as const).find(([m]) => m !== null) ?? [];
  const whole = match?.[1] === undefined ? undefined : grouping ? match[1].replaceAll(grouping, "") : match[1];
  const fraction = match?.[2] ?? "";
  if (whole === undefined || whole.replace(/^0+/, "").length > 12) return undefined;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const blankToUndefined = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

export type ClaimForm = { reason: ClaimReason; description: string };

/** The student's claim: why, and what happened in 20 to 2000 characters. */
export const claimFormSchemaFor = (locale: Locale) => {
  const message = (key: ClaimFormMessageKey) => CLAIM_FORM_MESSAGES[key][locale];
  return z.object({
    reason: z.preprocess(blankToUndefined, z.enum(CLAIM_REASONS, { error: message("claim.reason.required") })),
    description: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z
        .string({ error: message("claim.description.tooShort") })
        .min(CLAIM_DESCRIPTION_MIN, message("claim.description.tooShort"))
        .max(CLAIM_DESCRIPTION_MAX, message("claim.description.tooLong")),
    ),
  });
};

export type ClaimDecisionForm = {
  decision: ClaimDecision;
  /** What goes back to the student: 0 on release, all that is held on a full refund. */
  refundCents: number;
  note: string | undefined;
};

/**
 * Staff's decision on a claim with `heldCents` held. A partial refund needs its amount, from one
 * centavo to one less than is held (all of it is a full refund, nothing is a release).
 */
export const claimDecisionSchemaFor = (locale: Locale, heldCents: number) => {
  const message = (key: ClaimFormMessageKey) => CLAIM_FORM_MESSAGES[key][locale];
  return z
    .object({
      decision: z.preprocess(blankToUndefined, z.enum(CLAIM_DECISIONS, { error: message("claim.decision.required") })),
      refundAmount: z.preprocess(blankToUndefined, z.union([z.string(), z.number()]).optional()),
      note: z.preprocess(blankToUndefined, z.string().max(DECISION_NOTE_MAX, message("claim.note.tooLong")).optional()),
    })
    .transform((form, ctx): ClaimDecisionForm => {
      const { decision, note } = form;
      if (decision === "release") return { decision, refundCents: 0, note };
      if (decision === "full_refund") return { decision, refundCents: heldCents, note };
      if (form.refundAmount === undefined) {
        ctx.addIssue({ code: "custom", message: message("claim.refundAmount.required"), path: ["refundAmount"] });
        return z.NEVER;
      }
      const cents = typedReaisToCents(String(form.refundAmount));
      if (cents === undefined) {
        ctx.addIssue({ code: "custom", message: message("claim.refundAmount.invalid"), path: ["refundAmount"] });
        return z.NEVER;
      }
      if (cents < 1 || cents > heldCents - 1) {
        ctx.addIssue({ code: "custom", message: refundRangeMessage(locale, heldCents), path: ["refundAmount"] });
        return z.NEVER;
      }
      return { decision, refundCents: cents, note };
    });
};
