import type { Locale } from "../i18n/locales.ts";

/*
 * The messages of saved searches and alerts (issue 23): the API's refusals and answers and the
 * web's forms read the same keys, never the text.
 */
export const ALERT_MESSAGES = {
  "alert.name.tooLong": {
    en: "the name is too long (at most 80 characters)",
    pt: "o nome é longo demais (no máximo 80 caracteres)",
  },
  "alert.frequency.invalid": {
    en: "choose as they appear, daily or weekly",
    pt: "escolha na hora, diário ou semanal",
  },
  "alert.email.required": {
    en: "please give the e-mail where we send the alert",
    pt: "por favor, informe o e-mail para onde enviamos o alerta",
  },
  "alert.email.invalid": { en: "the Email used is invalid", pt: "o e-mail informado é inválido" },
  "alert.filters.invalid": { en: "this filter is invalid", pt: "este filtro é inválido" },
  "alert.filters.priceOrder": {
    en: "the highest price must not be below the lowest",
    pt: "o preço máximo não pode ser menor que o mínimo",
  },
  "alert.filters.commuteNeedsUniversity": {
    en: "a commute limit needs a university",
    pt: "o tempo de trajeto precisa de uma faculdade",
  },
  "alert.filters.datesOrder": {
    en: "the move-out must be after the move-in",
    pt: "a saída precisa ser depois da entrada",
  },
  "alert.filters.oneStay": {
    en: "give a stay or a move-out date, not both",
    pt: "informe um período ou uma data de saída, não os dois",
  },
  "alert.filters.unknownUniversity": {
    en: "we do not know this university",
    pt: "não conhecemos esta faculdade",
  },
  "alert.token.invalid": {
    en: "this link is not valid any more",
    pt: "este link não é mais válido",
  },
  "alert.notFound": { en: "no alert has this id", pt: "nenhum alerta tem este número" },
  "alert.notYours": { en: "this alert is not yours", pt: "este alerta não é seu" },
  "alert.tooMany": {
    en: "you already have 20 alerts: delete one to create another",
    pt: "você já tem 20 alertas: apague um para criar outro",
  },
  "alert.created": { en: "Alert created.", pt: "Alerta criado." },
  "alert.checkInbox": {
    en: "Almost there: we sent you an e-mail. Open its link to start receiving this alert.",
    pt: "Quase lá: enviamos um e-mail para você. Abra o link dele para começar a receber este alerta.",
  },
  "alert.confirmed": { en: "Your alert is on.", pt: "Seu alerta está ativo." },
  "alert.unsubscribed": {
    en: "You will not receive this alert any more.",
    pt: "Você não vai mais receber este alerta.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type AlertMessageKey = keyof typeof ALERT_MESSAGES;

export const isAlertMessageKey = (key: string): key is AlertMessageKey => Object.hasOwn(ALERT_MESSAGES, key);

/** The text of a key in a language; anything else comes back unchanged (already a sentence). */
export const alertMessage = (key: string, locale: Locale): string =>
  isAlertMessageKey(key) ? ALERT_MESSAGES[key][locale] : key;
