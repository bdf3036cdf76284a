import type { Locale } from "@campuslar/domain/i18n/locales";

/** What staff read when an import or a decision on a line is refused, in their language. */
const MESSAGES = {
  "file.missing": {
    pt: "Escolha o arquivo do extrato (OFX ou CSV do Itaú).",
    en: "Choose the statement file (OFX or Itaú CSV).",
  },
  "file.tooLarge": {
    pt: "O extrato tem mais de 10 MB. Exporte um período menor.",
    en: "The statement is larger than 10 MB. Export a shorter period.",
  },
  "file.invalid": {
    pt: "O extrato tem erros e nada foi lançado. {first}",
    en: "The statement has errors and nothing was posted. {first}",
  },
  "file.line": { pt: "Linha {line}: {message}", en: "Line {line}: {message}" },
  "line.notFound": { pt: "Esta linha de extrato não existe.", en: "No such statement line." },
  "line.decided": {
    pt: "Esta linha já foi resolvida por alguém da equipe.",
    en: "Someone on the staff has already dealt with this line.",
  },
  "line.notIn": {
    pt: "Só um crédito (dinheiro recebido) pode pagar uma cobrança.",
    en: "Only money received can pay a charge.",
  },
  "line.notOut": {
    pt: "Só um débito (dinheiro enviado) pode ser um reembolso pago.",
    en: "Only money sent out can be a refund paid.",
  },
  "charge.notFound": { pt: "Esta cobrança não existe.", en: "No such charge." },
  "charge.not_open": {
    pt: "Esta cobrança não está mais em aberto (já paga ou cancelada).",
    en: "This charge is no longer open (already paid or cancelled).",
  },
  "charge.amount": {
    pt: "O valor recebido não cobre esta cobrança.",
    en: "The amount received does not cover this charge.",
  },
  "charge.already": {
    pt: "Este pagamento já foi lançado.",
    en: "This payment has already been posted.",
  },
  "student.notFound": { pt: "Este estudante não existe.", en: "No such student." },
  "refund.exceeds": {
    pt: "O site não deve a este estudante um reembolso deste valor.",
    en: "The site does not owe this student a refund of this amount.",
  },
  "note.required": {
    pt: "Diga por que esta linha fica de lado (até 500 caracteres).",
    en: "Say why this line is set aside (up to 500 characters).",
  },
} as const;

export type StatementMessageKey = keyof typeof MESSAGES;

export function statementMessage(key: StatementMessageKey, locale: Locale, vars: Record<string, string> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}
