import type { Locale } from "../i18n/locales.ts";

/*
 * The messages of a rental's documents (issue 35, point 4), for the API's field errors and the
 * web's page. Schemas report these keys; both sides translate them the same way.
 */
export const DOCUMENT_MESSAGES = {
  "rentalDocs.file.missing": { en: "please choose a file", pt: "por favor, escolha um arquivo" },
  "rentalDocs.file.type": {
    en: "send a JPEG, PNG or WebP photo, or a PDF",
    pt: "envie uma foto JPEG, PNG ou WebP, ou um PDF",
  },
  "rentalDocs.file.tooLarge": {
    en: "the file is larger than 10 MB; send a smaller photo or scan",
    pt: "o arquivo tem mais de 10 MB; envie uma foto ou digitalização menor",
  },
  "rentalDocs.file.tooMany": {
    en: "this rental already has 12 files; delete one before sending another",
    pt: "este aluguel já tem 12 arquivos; exclua um antes de enviar outro",
  },
  "rentalDocs.file.unreadable": {
    en: "this file could not be opened (damaged, or protected by a password); send it again or as a photo",
    pt: "não conseguimos abrir este arquivo (danificado ou protegido por senha); envie de novo ou como foto",
  },
  "rentalDocs.subject.invalid": { en: "choose whose document this is", pt: "escolha de quem é este documento" },
  "rentalDocs.subject.noGuarantor": {
    en: "this rental's guarantee is not a guarantor",
    pt: "a garantia deste aluguel não é um fiador",
  },
  "rentalDocs.kind.invalid": { en: "choose which document this is", pt: "escolha qual documento é este" },
  "rentalDocs.idType.required": {
    en: "choose the type of identity document",
    pt: "escolha o tipo de documento de identidade",
  },
  "rentalDocs.cpf.required": {
    en: "type the CPF, or tick “I have no CPF”",
    pt: "informe o CPF ou marque “Não tenho CPF”",
  },
  "rentalDocs.cpf.invalid": {
    en: "this CPF is not valid: check its 11 digits",
    pt: "este CPF não é válido: confira os 11 dígitos",
  },
  "rentalDocs.cpf.noneNeedsForeignId": {
    en: "only someone identified by a passport or an RNM may have no CPF; send that document first",
    pt: "só quem se identifica com passaporte ou RNM pode não ter CPF; envie esse documento antes",
  },
  "rentalDocs.cpf.already": {
    en: "a CPF was already sent; delete it to send another",
    pt: "um CPF já foi enviado; exclua-o para enviar outro",
  },
  "rentalDocs.reason.required": {
    en: "tell the student why, so they can send it again",
    pt: "diga ao estudante o motivo, para que ele envie de novo",
  },
  "rentalDocs.reason.tooLong": { en: "at most 500 characters", pt: "no máximo 500 caracteres" },
  "rentalDocs.notAwaiting": {
    en: "this rental is not waiting for documents",
    pt: "este aluguel não está aguardando documentos",
  },
  "rentalDocs.notStudent": {
    en: "only the student of this rental sends its documents",
    pt: "só o estudante deste aluguel envia os documentos",
  },
  "rentalDocs.notDeletable": {
    en: "an approved document cannot be deleted",
    pt: "um documento aprovado não pode ser excluído",
  },
  "rentalDocs.notPending": {
    en: "this document was already reviewed",
    pt: "este documento já foi revisado",
  },
  "rentalDocs.noFile": { en: "this document has no file to open", pt: "este documento não tem arquivo" },
} as const satisfies Record<string, Record<Locale, string>>;

export type DocumentMessageKey = keyof typeof DOCUMENT_MESSAGES;

export const isDocumentMessageKey = (key: string): key is DocumentMessageKey => Object.hasOwn(DOCUMENT_MESSAGES, key);

/** The text of a key in a language; anything else comes back unchanged (already a sentence). */
export const documentMessage = (key: string, locale: Locale): string =>
  isDocumentMessageKey(key) ? DOCUMENT_MESSAGES[key][locale] : key;
