import { type AreaKeysOf, defineMessages } from "../../../i18n/define-messages.ts";

/** Staff's payout batches (issue 36, point 6): make one, pay its CSV in the bank, follow each payout. */
export const adminPayoutMessages = defineMessages({
  pt: {
    "adminPayouts.title": "Repasses",
    "adminPayouts.description":
      "Gere um lote com o que cada proprietário tem a receber, pague o CSV no banco e acompanhe cada repasse até o extrato mostrar que saiu.",
    "adminPayouts.create.title": "Novo lote",
    "adminPayouts.create.lead":
      "Entra cada proprietário com saldo a receber e conta confirmada há mais de 24 horas. Cada saldo entra uma vez só.",
    "adminPayouts.create.submit": "Gerar lote de repasses",
    "adminPayouts.create.submitting": "Gerando…",
    "adminPayouts.created":
      "Lote gerado: {count} repasse(s), {total}. Baixe o CSV e pague no banco com a referência de cada linha.",
    "adminPayouts.nothing": "Ninguém para pagar agora.",
    "adminPayouts.skipped.title": "Ficaram fora deste lote",
    "adminPayouts.skipped.no_account": "{name}: {amount}, sem conta confirmada",
    "adminPayouts.skipped.on_hold": "{name}: {amount}, conta trocada há pouco; liberado a partir de {until}",
    "adminPayouts.skipped.no_owner_account":
      "Imóvel {name}: {amount}, sem conta de proprietário; pague por fora dos repasses",
    "adminPayouts.batches.title": "Lotes",
    "adminPayouts.batches.empty": "Nenhum lote ainda.",
    "adminPayouts.batch.heading": "Lote de {date}: {count} repasse(s), {total}",
    "adminPayouts.batch.csv": "Baixar CSV para o banco",
    "adminPayouts.col.owner": "Proprietário",
    "adminPayouts.col.account": "Conta",
    "adminPayouts.col.reference": "Referência",
    "adminPayouts.col.amount": "Valor",
    "adminPayouts.col.status": "Situação",
    "adminPayouts.status.pending": "A enviar",
    "adminPayouts.status.exported": "No banco, esperando o extrato",
    "adminPayouts.status.paid": "Pago em {date}",
  },
  en: {
    "adminPayouts.title": "Payouts",
    "adminPayouts.description":
      "Make a batch of what each owner is owed, pay its CSV in the bank, and follow each payout until the statement shows it left.",
    "adminPayouts.create.title": "New batch",
    "adminPayouts.create.lead":
      "It takes every owner owed money whose account was confirmed over 24 hours ago. Each balance goes in once only.",
    "adminPayouts.create.submit": "Make a payout batch",
    "adminPayouts.create.submitting": "Making it…",
    "adminPayouts.created":
      "Batch made: {count} payout(s), {total}. Download the CSV and pay it in the bank with each line's reference.",
    "adminPayouts.nothing": "Nobody to pay right now.",
    "adminPayouts.skipped.title": "Left out of this batch",
    "adminPayouts.skipped.no_account": "{name}: {amount}, no confirmed account",
    "adminPayouts.skipped.on_hold": "{name}: {amount}, account changed recently; payable from {until}",
    "adminPayouts.skipped.no_owner_account": "Listing {name}: {amount}, no owner account; pay it outside the payouts",
    "adminPayouts.batches.title": "Batches",
    "adminPayouts.batches.empty": "No batches yet.",
    "adminPayouts.batch.heading": "Batch of {date}: {count} payout(s), {total}",
    "adminPayouts.batch.csv": "Download the CSV for the bank",
    "adminPayouts.col.owner": "Owner",
    "adminPayouts.col.account": "Account",
    "adminPayouts.col.reference": "Reference",
    "adminPayouts.col.amount": "Amount",
    "adminPayouts.col.status": "Status",
    "adminPayouts.status.pending": "To be sent",
    "adminPayouts.status.exported": "At the bank, waiting for the statement",
    "adminPayouts.status.paid": "Paid on {date}",
  },
});

declare module "../../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof adminPayoutMessages> {}
}
