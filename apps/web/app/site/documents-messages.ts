import { type AreaKeysOf, defineMessages } from "../i18n/define-messages.ts";

/** The documents a tenant sends (domain REQUIRED_DOCUMENTS), named as a sentence lists them. */
export const documents = defineMessages({
  pt: {
    "documents.id": "documento de identidade (RG, CNH ou passaporte)",
    "documents.cpf": "CPF",
    "documents.proof_of_address": "comprovante de endereço",
  },
  en: {
    "documents.id": "an ID (identity card, driving licence or passport)",
    "documents.cpf": "a CPF (Brazilian tax number)",
    "documents.proof_of_address": "proof of address",
  },
});

declare module "../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof documents> {}
}
