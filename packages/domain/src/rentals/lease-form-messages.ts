import type { Locale } from "../i18n/locales.ts";

/*
 * What the signing form and its API say when a field is refused (issue 35, point 6), in both
 * languages, so the message shown next to a field is the same from the API and the page.
 */

export const LEASE_FORM_MESSAGES = {
  "lease.name.required": { pt: "Digite seu nome completo.", en: "Type your full name." },
  "lease.name.mismatch": {
    pt: "Digite seu nome completo exatamente como está na sua conta.",
    en: "Type your full name exactly as it is on your account.",
  },
  "lease.code.format": { pt: "O código tem 6 dígitos.", en: "The code has 6 digits." },
  "lease.code.none": { pt: "Peça um código primeiro.", en: "Ask for a code first." },
  "lease.code.wrong": {
    pt: "Código incorreto. Confira o e-mail e tente de novo.",
    en: "Wrong code. Check the e-mail and try again.",
  },
  "lease.code.expired": {
    pt: "Este código expirou. Peça um novo código.",
    en: "This code has expired. Ask for a new code.",
  },
  "lease.code.tooManyAttempts": {
    pt: "Tentativas demais com este código. Peça um novo código.",
    en: "Too many tries with this code. Ask for a new code.",
  },
  "lease.code.tooMany": {
    pt: "Muitos códigos pedidos em pouco tempo. Tente de novo mais tarde.",
    en: "Too many codes asked for in a short time. Try again later.",
  },
  "lease.notReady": {
    pt: "O contrato fica pronto quando os documentos forem aprovados.",
    en: "The lease is ready once the documents are approved.",
  },
  "lease.alreadySigned": { pt: "Você já assinou este contrato.", en: "You have already signed this lease." },
  "lease.notSigned": {
    pt: "O contrato ainda não foi assinado pelas duas partes.",
    en: "The lease has not been signed by both sides yet.",
  },
  "lease.staffCannotSign": {
    pt: "Só o estudante e o proprietário assinam o contrato.",
    en: "Only the student and the owner sign the lease.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type LeaseFormMessageKey = keyof typeof LEASE_FORM_MESSAGES;

/** A key's text; anything that is not one of these keys is returned as it is. */
export function leaseFormMessage(key: string, locale: Locale): string {
  return Object.hasOwn(LEASE_FORM_MESSAGES, key) ? LEASE_FORM_MESSAGES[key as LeaseFormMessageKey][locale] : key;
}

/** Names compare without case, accents or extra spaces: "ana muller" signs for "Ana Müller". */
export const sameName = (a: string, b: string): boolean => {
  const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
  return plain(a) === plain(b) && plain(a) !== "";
};
