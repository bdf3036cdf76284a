import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/**
 * The account page's "Your data" section (LGPD: a copy of everything, and deleting the account)
 * and the home page's word once an account is deleted. Field messages come from the domain
 * (account-deletion, account-field-messages).
 */
export const accountData = defineMessages({
  pt: {
    "accountData.title": "Os dados são seus",
    "accountData.lead":
      "Pela LGPD, você pode ter uma cópia de tudo o que guardamos sobre você e excluir a sua conta. As duas coisas estão aqui, a qualquer momento.",
    "accountData.privacyLink": "Como tratamos os seus dados",

    "accountData.export.title": "Baixar meus dados",
    "accountData.export.text":
      "Um arquivo JSON com a sua conta, as datas das suas sessões, os favoritos, todos os pedidos que você enviou (também os enviados sem login com este e-mail), o questionário de colegas de quarto, os seus anúncios, os seus aluguéis (propostas, histórico, as mensagens que você escreveu, os documentos sem os arquivos e os contratos com a sua impressão digital SHA-256) e os e-mails que mandamos para você. Senhas e códigos de sessão nunca vão no arquivo, nem o navegador e o endereço IP de cada login (esses, peça por e-mail).",
    "accountData.export.link": "Baixar meus dados (JSON)",
    "accountData.export.failed": "Não foi possível preparar o arquivo agora. Tente novamente em alguns instantes.",

    "accountData.delete.title": "Excluir minha conta",
    "accountData.delete.erased":
      "Apagamos: o seu nome, e-mail, telefone e senha, os favoritos, o questionário e os pedidos de colegas de quarto, e os anúncios que nunca foram publicados, com as fotos.",
    "accountData.delete.anonymised":
      "Guardamos sem você: os pedidos que você enviou (interesse, compra, anúncio, concierge, serviços) ficam nos nossos registros sem o seu nome, os seus contatos nem o que você escreveu. Anúncios publicados saem do site e ficam arquivados, sem dono.",
    "accountData.delete.sessions":
      "Todas as sessões terminam, em todos os aparelhos, e enviamos um último e-mail de confirmação.",
    "accountData.delete.rentals":
      "Aluguéis: enquanto um aluguel estiver em andamento (aceito, com documentos, contrato a assinar ou assinado aguardando pagamento), conclua-o ou peça à equipe para cancelá-lo antes de excluir a conta. Propostas em aberto são retiradas ou recusadas e a outra parte é avisada; apagamos os arquivos dos seus documentos; um contrato assinado é guardado pelo tempo que a lei exige (Código Civil, art. 206; LGPD, art. 16, I), sem a sua conta.",
    "accountData.delete.final":
      "Não dá para desfazer. Se quiser voltar, você pode criar uma nova conta com o mesmo e-mail.",
    "accountData.delete.password": "Sua senha atual",
    "accountData.delete.confirm": "Entendo que a exclusão é definitiva e não pode ser desfeita.",
    "accountData.delete.submit": "Excluir minha conta",
    "accountData.delete.submitting": "Excluindo…",
    "accountData.delete.unavailable":
      "Não foi possível excluir a conta agora. Nada foi apagado; tente novamente em alguns instantes.",
  },
  en: {
    "accountData.title": "Your data, your rights",
    "accountData.lead":
      "Under Brazil's data protection law (LGPD), you can have a copy of everything we keep about you and delete your account. Both are here, at any time.",
    "accountData.privacyLink": "How we handle your data",

    "accountData.export.title": "Download my data",
    "accountData.export.text":
      "A JSON file with your account, the dates of your sessions, your favourites, every request you sent (those sent logged out with this e-mail too), your roommate questionnaire, your listings, your rentals (proposals, history, the messages you wrote, documents without their files, and leases with their SHA-256 fingerprint) and the e-mails we sent you. Passwords and session codes are never in the file, nor the browser and IP address of each login (ask us for those by e-mail).",
    "accountData.export.link": "Download my data (JSON)",
    "accountData.export.failed": "We could not prepare the file right now. Please try again in a moment.",

    "accountData.delete.title": "Delete my account",
    "accountData.delete.erased":
      "We erase: your name, e-mail, phone and password, your favourites, your roommate questionnaire and requests, and the listings that were never published, photos included.",
    "accountData.delete.anonymised":
      "We keep without you: the requests you sent (interest, purchase, advertising, concierge, services) stay in our records without your name, your contact details or what you wrote. Published listings leave the site and are archived, with no owner.",
    "accountData.delete.sessions": "Every session ends, on every device, and we send one last confirmation e-mail.",
    "accountData.delete.rentals":
      "Rentals: while a rental is in progress (accepted, with documents, a lease to sign, or signed and waiting for payment), finish it or ask our team to cancel it before deleting the account. Open proposals are withdrawn or declined and the other side is told; we delete your documents' files; a signed lease is kept for as long as the law requires (Civil Code, art. 206; LGPD, art. 16, I), without your account.",
    "accountData.delete.final":
      "This cannot be undone. If you want to come back, you can create a new account with the same e-mail.",
    "accountData.delete.password": "Your current password",
    "accountData.delete.confirm": "I understand that deleting is permanent and cannot be undone.",
    "accountData.delete.submit": "Delete my account",
    "accountData.delete.submitting": "Deleting…",
    "accountData.delete.unavailable":
      "We could not delete your account right now. Nothing was erased; please try again in a moment.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof accountData> {}
}
