import { VALUE_INVALID_MESSAGE } from "../i18n/common-messages.ts";
import type { Locale } from "../i18n/locales.ts";

/**
 * The messages of the roommate questionnaire and of contact requests, in both languages.
 * Schemas report these keys, never the text, so the API and the web translate the same way.
 */
export const ROOMMATE_MESSAGES = {
  "roommate.budget.required": {
    en: "please enter your monthly budget",
    pt: "por favor, informe quanto pode pagar por mês",
  },
  "roommate.budget.invalid": {
    en: "enter an amount between R$ 300,00 and R$ 20.000,00",
    pt: "informe um valor entre R$ 300,00 e R$ 20.000,00",
  },
  "roommate.budget.order": {
    en: "the maximum must not be below the minimum",
    pt: "o máximo não pode ser menor que o mínimo",
  },
  "roommate.moveDate.required": { en: "please choose your move date", pt: "por favor, escolha a data da mudança" },
  "roommate.moveDate.past": { en: "choose a date from today on", pt: "escolha uma data a partir de hoje" },
  "roommate.stay.required": {
    en: "please select how long you will stay",
    pt: "por favor, selecione por quanto tempo vai ficar",
  },
  "roommate.option.required": { en: "please select an option", pt: "por favor, selecione uma opção" },
  "roommate.scale.required": { en: "please choose from 1 to 5", pt: "por favor, escolha de 1 a 5" },
  "roommate.languages.required": {
    en: "choose at least one language you speak",
    pt: "escolha pelo menos um idioma que você fala",
  },
  "roommate.list.tooLong": { en: "choose fewer options", pt: "escolha menos opções" },
  "roommate.bio.tooLong": { en: "keep it under 500 characters", pt: "use no máximo 500 caracteres" },
  "roommate.contact.required": {
    en: "add a WhatsApp number so a match can reach you",
    pt: "informe um WhatsApp para que uma combinação fale com você",
  },
  "roommate.contact.invalid": {
    en: "enter a valid WhatsApp number with its area code (pick its country, or start it with +)",
    pt: "informe um WhatsApp válido com DDD (escolha o país ou comece com +)",
  },
  "roommate.value.invalid": VALUE_INVALID_MESSAGE,
  "roommate.profile.missing": {
    en: "fill in the questionnaire first",
    pt: "preencha o questionário primeiro",
  },
  "roommate.profile.hidden": {
    en: "show your profile to others before asking to talk",
    pt: "deixe seu perfil visível antes de pedir contato",
  },
  "roommate.request.self": { en: "you cannot ask yourself", pt: "você não pode pedir contato a si mesmo" },
  "roommate.request.notAMatch": {
    en: "this person is not among your matches",
    pt: "esta pessoa não está entre as suas combinações",
  },
  "roommate.request.notFound": {
    en: "this request is not there any more",
    pt: "este pedido não existe mais",
  },
  "roommate.request.exists": {
    en: "you have already asked this person",
    pt: "você já pediu contato a esta pessoa",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type RoommateMessageKey = keyof typeof ROOMMATE_MESSAGES;

export const isRoommateMessageKey = (key: string): key is RoommateMessageKey => Object.hasOwn(ROOMMATE_MESSAGES, key);

/** The text of a message key in `locale`; an unknown key is returned as is. */
export function roommateMessage(key: string, locale: Locale): string {
  return isRoommateMessageKey(key) ? ROOMMATE_MESSAGES[key][locale] : key;
}
