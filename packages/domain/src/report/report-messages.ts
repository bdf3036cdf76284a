import type { Locale } from "../i18n/locales.ts";

/*
 * The messages of the report form and the staff's report inbox. Schemas report these keys,
 * never the text, so the API and the web translate the same way.
 */
export const REPORT_MESSAGES = {
  "report.reason.required": {
    en: "please choose what is wrong with this listing",
    pt: "por favor, escolha o que há de errado com este anúncio",
  },
  "report.message.required": {
    en: "please tell us what is wrong",
    pt: "por favor, conte-nos o que está errado",
  },
  "report.message.tooLong": {
    en: "the message is too long (at most 1,000 characters)",
    pt: "a mensagem é longa demais (no máximo 1.000 caracteres)",
  },
  "report.email.invalid": { en: "the Email used is invalid", pt: "o e-mail informado é inválido" },
  "report.listing.unknown": {
    en: "this listing is not available",
    pt: "este anúncio não está disponível",
  },
  "report.status.invalid": {
    en: "choose resolved or dismissed",
    pt: "escolha resolvida ou descartada",
  },
  "report.notFound": { en: "no report has this id", pt: "nenhuma denúncia tem este número" },
  "report.received": {
    en: "Thank you. We will look into it.",
    pt: "Obrigado. Vamos verificar.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ReportMessageKey = keyof typeof REPORT_MESSAGES;

export const isReportMessageKey = (key: string): key is ReportMessageKey => Object.hasOwn(REPORT_MESSAGES, key);

/** The text of a key in a language; anything else comes back unchanged (already a sentence). */
export const reportMessage = (key: string, locale: Locale): string =>
  isReportMessageKey(key) ? REPORT_MESSAGES[key][locale] : key;
