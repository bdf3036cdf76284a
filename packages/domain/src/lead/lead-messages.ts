import { VALUE_INVALID_MESSAGE } from "../i18n/common-messages.ts";
import type { Locale } from "../i18n/locales.ts";

/*
 * The messages of the lead forms. The first fourteen are the spec's English list (§5) word for
 * word, so copy reviewed by the business reads exactly as agreed; the rest cover rules the spec
 * implies but does not word (phone and CEP formats, past dates, length limits, unknown listing,
 * a purchase enquiry about a rental, a room already let).
 * Schemas report these keys, never the text, so the API and the web translate the same way.
 */
export const LEAD_MESSAGES = {
  "lead.name.required": { en: "name field is required", pt: "o campo nome é obrigatório" },
  "lead.email.required": { en: "Email field is required", pt: "o campo e-mail é obrigatório" },
  "lead.phone.required": { en: "Tel field is required", pt: "o campo telefone é obrigatório" },
  "lead.email.invalid": { en: "the Email used is invalid", pt: "o e-mail informado é inválido" },
  "lead.isStudent.required": { en: "select if you are student", pt: "selecione se você é estudante" },
  "lead.foundVia.required": { en: "select the way you found us", pt: "selecione como você nos conheceu" },
  "lead.address.required": {
    en: "address, number, zip code, neighbourhood fields are required",
    pt: "os campos endereço, número, CEP e bairro são obrigatórios",
  },
  "lead.option.required": { en: "please select an option", pt: "por favor, selecione uma opção" },
  "lead.proposal.required": {
    en: "please enter a value for your proposal",
    pt: "por favor, informe um valor para a sua proposta",
  },
  "lead.stayPeriod.required": {
    en: "please select a period of residence",
    pt: "por favor, selecione um período de permanência",
  },
  "lead.warranty.required": { en: "please select warranty type", pt: "por favor, selecione o tipo de garantia" },
  "lead.rent.required": { en: "please enter the rental amount", pt: "por favor, informe o valor do aluguel" },
  "lead.message.required": { en: "please leave a message", pt: "por favor, deixe uma mensagem" },
  "lead.value.invalid": VALUE_INVALID_MESSAGE,
  "lead.phone.invalid": {
    en: "the phone number entered is invalid",
    pt: "o telefone informado é inválido",
  },
  "lead.postalCode.invalid": { en: "the zip code entered is invalid", pt: "o CEP informado é inválido" },
  "lead.date.required": { en: "please select a date", pt: "por favor, selecione uma data" },
  "lead.date.past": { en: "the date cannot be in the past", pt: "a data não pode estar no passado" },
  "lead.text.tooLong": { en: "the text entered is too long", pt: "o texto informado é longo demais" },
  "lead.contact.required": {
    en: "please enter a contact for messages",
    pt: "por favor, informe um contato para mensagens",
  },
  "lead.property.unknown": {
    en: "this property is not available",
    pt: "este imóvel não está disponível",
  },
  "lead.room.unavailable": {
    en: "this room is not available, please select another room",
    pt: "este quarto não está disponível, por favor, selecione outro quarto",
  },
  "lead.property.notForSale": {
    en: "this property is for rent, not for sale",
    pt: "este imóvel é para alugar, não está à venda",
  },
} as const satisfies Record<string, { en: string; pt: string }>;

export type LeadMessageKey = keyof typeof LEAD_MESSAGES;

export const LEAD_MESSAGE_KEYS = Object.keys(LEAD_MESSAGES) as LeadMessageKey[];

export const isLeadMessageKey = (key: string): key is LeadMessageKey => Object.hasOwn(LEAD_MESSAGES, key);

/** The text of a key in a language; an unknown key comes back unchanged so nothing is hidden. */
export function leadMessage(key: string, locale: Locale): string {
  return isLeadMessageKey(key) ? LEAD_MESSAGES[key][locale] : key;
}
