import { HTML_LANG, type Locale } from "@campuslar/domain/i18n/locales";
import { formatBRL } from "@campuslar/domain/money/money";
import {
  contractCosts,
  DEFAULT_CONTRACT_MONTHS,
  DEPOSIT_SHARE,
  depositInMonthsOfRent,
  SHORTEST_CONTRACT_MONTHS,
  USUAL_MIN_CONTRACT_MONTHS,
} from "@campuslar/domain/property/contract-costs";
import { COMPANY } from "@campuslar/domain/site/company";
import {
  DIRECT_BOOKING_FEE_REAIS,
  GUARANTOR_REQUIRED,
  PHOTOGRAPHER_PRICE_REAIS,
  RENT_PAYMENT_METHOD,
} from "@campuslar/domain/site/offers";
import { type MessageVars, t } from "../../i18n/t.ts";
import { creciText } from "../../site/creci.ts";
import { requiredDocumentsText } from "../../site/documents-text.ts";
import "./faq-messages.ts";

/** Spec §2: the FAQ's six groups, in the order the page shows them, with their questions. */
export const FAQ_GROUPS = [
  {
    id: "students",
    questions: ["minimumStay", "deposit", "guarantor", "bookingFee", "documents", "payment", "earlyExit", "interest"],
  },
  { id: "owners", questions: ["listingFree", "photographer", "ownerContract", "ownerServices", "ownerDeposit"] },
  { id: "apartments", questions: ["homeTypes", "priceScope", "availability", "bills", "distance"] },
  { id: "company", questions: ["since", "intermediary", "roommates", "contact"] },
  { id: "international", questions: ["concierge", "cpf", "fromAbroad", "semester", "english"] },
  { id: "general", questions: ["account", "favorites", "dataUse", "sale"] },
] as const;

export type FaqGroupId = (typeof FAQ_GROUPS)[number]["id"];
export type FaqQuestionId = (typeof FAQ_GROUPS)[number]["questions"][number];

/*
 * Facts the answers state in words rather than figures. Each line fails to compile if the domain
 * changes the fact, so the FAQ is rewritten instead of left saying the opposite.
 */
export const FACTS_STATED_IN_WORDS = {
  noGuarantor: GUARANTOR_REQUIRED satisfies false,
  noBookingFee: DIRECT_BOOKING_FEE_REAIS satisfies 0,
} as const;

/** The values the answers' placeholders take, every one from the domain (`creci`: the configured number, or null). */
export function faqVars(locale: Locale, creci: string | null): MessageVars {
  const lang = HTML_LANG[locale];
  const fineExample = contractCosts({ rentAmount: 1 }, DEFAULT_CONTRACT_MONTHS).fineExample;
  return {
    usualMonths: USUAL_MIN_CONTRACT_MONTHS,
    shortestMonths: SHORTEST_CONTRACT_MONTHS,
    depositShare: new Intl.NumberFormat(lang, { style: "percent" }).format(DEPOSIT_SHARE),
    exampleMonths: DEFAULT_CONTRACT_MONTHS,
    depositMonths: depositInMonthsOfRent(DEFAULT_CONTRACT_MONTHS),
    photographerPrice: formatBRL(PHOTOGRAPHER_PRICE_REAIS),
    documents: requiredDocumentsText(locale),
    paymentMethod: t(locale, `faq.payment.${RENT_PAYMENT_METHOD}`),
    fineContractMonths: DEFAULT_CONTRACT_MONTHS,
    fineMonthsLeft: fineExample.monthsLeft,
    foundedYear: String(COMPANY.foundedYear),
    creci: creciText(locale, creci),
    email: COMPANY.contactEmail,
    whatsapp: COMPANY.whatsapp.display,
  };
}

export type FaqItem = { id: FaqQuestionId; question: string; answer: string };
export type FaqGroup = { id: FaqGroupId; title: string; items: FaqItem[] };

/** Every group with its questions and answers in one language. */
export function faqGroups(locale: Locale, creci: string | null): FaqGroup[] {
  const vars = faqVars(locale, creci);
  return FAQ_GROUPS.map((group) => ({
    id: group.id,
    title: t(locale, `faq.group.${group.id}`),
    items: group.questions.map((id) => ({
      id,
      question: t(locale, `faq.q.${id}`),
      answer: t(locale, `faq.a.${id}`, vars),
    })),
  }));
}
