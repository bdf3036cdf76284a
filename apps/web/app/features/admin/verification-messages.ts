import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** Staff mark a published listing verified after a visit or a video call, and withdraw it (issue 22). */
export const adminVerification = defineMessages({
  pt: {
    "admin.verify.heading": "Verificação da equipe",
    "admin.verify.none": "Ainda não verificado: os estudantes não veem o selo.",
    "admin.verify.by.visit": "Verificado por {name} em {date}, por visita.",
    "admin.verify.by.video_call": "Verificado por {name} em {date}, por videochamada.",
    "admin.verify.on.visit": "Verificado em {date}, por visita.",
    "admin.verify.on.video_call": "Verificado em {date}, por videochamada.",
    "admin.verify.method": "Como a equipe viu o imóvel",
    "admin.verify.method.visit": "Visita",
    "admin.verify.method.video_call": "Videochamada",
    "admin.verify.mark": "Marcar como verificado",
    "admin.verify.again": "Verificar de novo",
    "admin.verify.withdraw": "Retirar verificação",
    "admin.verify.marked": "Anúncio marcado como verificado.",
    "admin.verify.withdrawn": "Verificação retirada: o selo saiu do anúncio.",
    "admin.verify.due": "Verificar de novo: venceu em {date}",
    "admin.verify.dueHint": "Os estudantes já não veem o selo; o anúncio diz que a verificação é antiga.",
    "admin.verify.validUntil": "Vale até {date}.",
    "admin.verify.showDue": "Só os que precisam de nova verificação",
    "admin.verify.showAll": "Todos os publicados",
  },
  en: {
    "admin.verify.heading": "Team verification",
    "admin.verify.none": "Not verified yet: students see no badge.",
    "admin.verify.by.visit": "Verified by {name} on {date}, by a visit.",
    "admin.verify.by.video_call": "Verified by {name} on {date}, by a video call.",
    "admin.verify.on.visit": "Verified on {date}, by a visit.",
    "admin.verify.on.video_call": "Verified on {date}, by a video call.",
    "admin.verify.method": "How the team saw the home",
    "admin.verify.method.visit": "Visit",
    "admin.verify.method.video_call": "Video call",
    "admin.verify.mark": "Mark as verified",
    "admin.verify.again": "Verify again",
    "admin.verify.withdraw": "Withdraw verification",
    "admin.verify.marked": "Listing marked as verified.",
    "admin.verify.withdrawn": "Verification withdrawn: the badge is off the listing.",
    "admin.verify.due": "Due again: expired on {date}",
    "admin.verify.dueHint": "Students no longer see the badge; the listing says the check is old.",
    "admin.verify.validUntil": "Valid until {date}.",
    "admin.verify.showDue": "Only those due for a new check",
    "admin.verify.showAll": "All published listings",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof adminVerification> {}
}
