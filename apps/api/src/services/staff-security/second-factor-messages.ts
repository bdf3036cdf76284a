import type { Locale } from "@campuslar/domain/i18n/locales";

/** What the second factor's calls say, next to the field or above the form, in the caller's language. */
export const SECOND_FACTOR_MESSAGES = {
  required: {
    pt: "Confirme a verificação em duas etapas para lidar com dinheiro.",
    en: "Confirm your two-step verification to handle money.",
  },
  codeMissing: {
    pt: "Digite o código de 6 dígitos do aplicativo autenticador, ou um código de recuperação.",
    en: "Type the 6-digit code from your authenticator app, or a recovery code.",
  },
  codeFormat: {
    pt: "O código tem 6 dígitos, como aparece no aplicativo autenticador.",
    en: "The code has 6 digits, as your authenticator app shows it.",
  },
  codeWrong: {
    pt: "Este código não confere. Confira o relógio do celular e digite o código que aparece agora.",
    en: "This code does not match. Check your phone's clock and type the code it shows now.",
  },
  codeUsed: {
    pt: "Este código já foi usado. Espere o próximo código aparecer no aplicativo.",
    en: "This code was already used. Wait for the next code to appear in the app.",
  },
  recoveryWrong: {
    pt: "Este código de recuperação não confere ou já foi usado.",
    en: "This recovery code does not match or was already used.",
  },
  notEnrolled: {
    pt: "A verificação em duas etapas ainda não foi ativada nesta conta: comece pela configuração.",
    en: "Two-step verification is not set up on this account yet: start with the setup.",
  },
  notStarted: {
    pt: "Comece a configuração antes de confirmar um código.",
    en: "Start the setup before confirming a code.",
  },
  alreadyEnabled: {
    pt: "A verificação em duas etapas já está ativa nesta conta.",
    en: "Two-step verification is already on for this account.",
  },
  invalid: {
    pt: "Confira o código informado.",
    en: "Check the code you entered.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type SecondFactorMessage = keyof typeof SECOND_FACTOR_MESSAGES;
