import { VALUE_INVALID_MESSAGE } from "../i18n/common-messages.ts";
import type { Locale } from "../i18n/locales.ts";
import { isLeadMessageKey, leadMessage } from "../lead/lead-messages.ts";
import { ACCOUNT_DELETION_MESSAGES } from "./account-deletion.ts";
import { ACCOUNT_MESSAGES } from "./account-rules.ts";

/**
 * The texts of the account forms' field keys (user-forms.ts, password-policy.ts). Where the
 * spec words a message (§5: "Email field is required", "the Email used is invalid"), the
 * English is that wording; the password hints are the spec's rule (§5) said to a person.
 */
export const ACCOUNT_FIELD_MESSAGES = {
  "form.name.required": { en: "name field is required", pt: "o campo nome é obrigatório" },
  "form.name.tooLong": { en: "the name is too long", pt: "o nome é longo demais" },
  "form.email.required": { en: "Email field is required", pt: "o campo e-mail é obrigatório" },
  "form.email.invalid": { en: "the Email used is invalid", pt: "o e-mail informado é inválido" },
  "form.email.taken": ACCOUNT_MESSAGES.emailTaken,
  "form.email.disposableLimited": ACCOUNT_MESSAGES.disposableLimited,
  "form.phone.required": { en: "Tel field is required", pt: "o campo telefone é obrigatório" },
  "form.phone.invalid": VALUE_INVALID_MESSAGE,
  "form.password.required": { en: "password field is required", pt: "o campo senha é obrigatório" },
  "form.deleteConfirm.required": ACCOUNT_DELETION_MESSAGES.confirmRequired,
  "form.passwordConfirm.required": {
    en: "type the new password again",
    pt: "digite a nova senha mais uma vez",
  },
  "form.passwordConfirm.mismatch": {
    en: "the two passwords are not the same",
    pt: "as duas senhas não são iguais",
  },
  "password.tooShort": { en: "at least 6 characters", pt: "pelo menos 6 caracteres" },
  "password.needsUppercase": { en: "at least 1 uppercase letter", pt: "pelo menos 1 letra maiúscula" },
  "password.needsDigit": { en: "at least 1 number", pt: "pelo menos 1 número" },
  "password.tooLong": { en: "the password is too long", pt: "a senha é longa demais" },
  "password.common": {
    en: "This password is one of the most used and easy to guess; choose another",
    pt: "Esta senha está entre as mais usadas e é fácil de adivinhar; escolha outra",
  },
  "reset.tokenInvalid": {
    en: "This reset link is invalid or has expired; ask for a new one",
    pt: "Este link de redefinição é inválido ou expirou; peça um novo",
  },
  "verify.tokenInvalid": {
    en: "This verification link is invalid, was already used or has expired; ask for a new one",
    pt: "Este link de verificação é inválido, já foi usado ou expirou; peça um novo",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type AccountFieldMessageKey = keyof typeof ACCOUNT_FIELD_MESSAGES;

/**
 * The text to show next to a field for what a schema or the API reported: a known key (account
 * or lead form) in the visitor's language; anything else is already a sentence (the API
 * translated it) and is shown as it is.
 */
export function fieldMessage(keyOrText: string, locale: Locale): string {
  if (Object.hasOwn(ACCOUNT_FIELD_MESSAGES, keyOrText)) {
    return ACCOUNT_FIELD_MESSAGES[keyOrText as AccountFieldMessageKey][locale];
  }
  return isLeadMessageKey(keyOrText) ? leadMessage(keyOrText, locale) : keyOrText;
}
