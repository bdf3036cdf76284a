import type { Locale } from "../i18n/locales.ts";

/**
 * The roommate community (issue 10): a messaging-app group where students looking for someone
 * to share a home meet, and the few rules that keep it useful and safe. The page that explains
 * the service links here; the rules are shown before the link so people read them first.
 */
export const ROOMMATE_COMMUNITY = {
  /** The group's WhatsApp invite. */
  inviteUrl: "https://chat.whatsapp.com/CampusLarColegas",
  rules: {
    pt: [
      "Apresente-se: seu nome, sua faculdade e quando pretende se mudar.",
      "Respeito sempre: nada de preconceito, assédio ou mensagens agressivas.",
      "Só assuntos de moradia: colegas de quarto, imóveis e a vida em São Paulo.",
      "Nunca pague nada antes de visitar o imóvel e assinar um contrato.",
      "Dados pessoais de outras pessoas só com a permissão delas.",
    ],
    en: [
      "Introduce yourself: your name, your university and when you plan to move.",
      "Always be respectful: no prejudice, harassment or aggressive messages.",
      "Housing topics only: roommates, homes and life in São Paulo.",
      "Never pay anything before visiting the home and signing a contract.",
      "Share other people's personal details only with their permission.",
    ],
  },
} as const satisfies { inviteUrl: string; rules: Record<Locale, readonly string[]> };
