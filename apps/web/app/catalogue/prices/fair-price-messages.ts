import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** Where a listing's price stands (issue 22), the warning when it is too good, and the safety page. */
export const fairPrice = defineMessages({
  pt: {
    "fairPrice.below": "{percent}% abaixo da mediana para {type} em {place}",
    "fairPrice.above": "{percent}% acima da mediana para {type} em {place}",
    "fairPrice.at": "Na mediana para {type} em {place}",
    "fairPrice.city": "São Paulo",
    "fairPrice.detail.per_m2": "Com tudo: {value}/m² por mês; mediana de {sample} imóveis: {median}/m².",
    "fairPrice.detail.per_room": "Com tudo: {value} por mês; mediana de {sample} quartos: {median}.",
    "fairPrice.group.coliving.whole": "colivings",
    "fairPrice.group.coliving.room": "quartos em colivings",
    "fairPrice.group.apartamento.whole": "apartamentos",
    "fairPrice.group.apartamento.room": "quartos em apartamentos",
    "fairPrice.group.residencia_estudantil.whole": "estúdios em residências estudantis",
    "fairPrice.group.residencia_estudantil.room": "quartos em residências estudantis",
    "fairPrice.warning.title": "Preço muito abaixo do normal: cuidado",
    "fairPrice.warning.body":
      "Anúncios falsos costumam ter preço baixo para atrair depósitos. Nunca pague nada antes de visitar o imóvel. A CampusLar nunca pede Pix para reservar.",
    "fairPrice.warning.link": "Como evitar golpes",
    "fairPrice.review.label": "Preço",
    "fairPrice.review.flag": "Possível golpe: confira antes de publicar",
    "safety.heading.signs": "Sinais de golpe",
    "safety.signs.price": "Preço muito abaixo dos imóveis parecidos no mesmo bairro.",
    "safety.signs.hurry": "Pressa: “tem outras pessoas interessadas, reserve hoje”.",
    "safety.signs.pix": "Pedido de Pix, depósito ou “taxa de reserva” antes da visita ou do contrato.",
    "safety.signs.abroad": "O anunciante diz estar fora do país e não pode mostrar o imóvel.",
    "safety.signs.offsite": "Pedido para sair da plataforma e conversar só por mensagens.",
    "safety.heading.rules": "Como se proteger",
    "safety.rules.visit": "Visite o imóvel (ou faça uma videochamada ao vivo) antes de pagar qualquer coisa.",
    "safety.rules.verified":
      "Prefira anúncios verificados: alguém da equipe viu o imóvel, por visita ou videochamada, e conferiu que ele corresponde ao anúncio.",
    "safety.rules.verifiedLink": "Ver só anúncios verificados",
    "safety.rules.contract": "Pague só depois de assinar o contrato, e nunca para uma conta de outra pessoa.",
    "safety.rules.report":
      "Desconfiou? Use “Denunciar anúncio” na página do imóvel: nossa equipe analisa cada denúncia.",
    "safety.heading.us": "O que a CampusLar nunca faz",
    "safety.us.pix": "Nunca pedimos Pix, depósito ou pagamento para reservar um imóvel.",
    "safety.us.intermediary":
      "Somos intermediários: não sublocamos. O contrato é entre você e o proprietário, assinado depois da visita.",
  },
  en: {
    "fairPrice.below": "{percent}% below the median for {type} in {place}",
    "fairPrice.above": "{percent}% above the median for {type} in {place}",
    "fairPrice.at": "At the median for {type} in {place}",
    "fairPrice.city": "São Paulo",
    "fairPrice.detail.per_m2": "All in: {value}/m² a month; median of {sample} homes: {median}/m².",
    "fairPrice.detail.per_room": "All in: {value} a month; median of {sample} rooms: {median}.",
    "fairPrice.group.coliving.whole": "colivings",
    "fairPrice.group.coliving.room": "rooms in colivings",
    "fairPrice.group.apartamento.whole": "apartments",
    "fairPrice.group.apartamento.room": "rooms in apartments",
    "fairPrice.group.residencia_estudantil.whole": "studios in student residences",
    "fairPrice.group.residencia_estudantil.room": "rooms in student residences",
    "fairPrice.warning.title": "Far below the usual price: take care",
    "fairPrice.warning.body":
      "Fake listings are often priced low to draw deposits. Never pay anything before visiting the home. CampusLar never asks for a Pix to reserve.",
    "fairPrice.warning.link": "How to avoid scams",
    "fairPrice.review.label": "Price",
    "fairPrice.review.flag": "Possible scam: check before publishing",
    "safety.heading.signs": "Signs of a scam",
    "safety.signs.price": "A price far below similar homes in the same neighbourhood.",
    "safety.signs.hurry": "Pressure: “others are interested, reserve today”.",
    "safety.signs.pix": "A request for a Pix, a deposit or a “reservation fee” before the visit or the contract.",
    "safety.signs.abroad": "The advertiser says they are abroad and cannot show the home.",
    "safety.signs.offsite": "A request to leave the site and talk only by messages.",
    "safety.heading.rules": "How to stay safe",
    "safety.rules.visit": "Visit the home (or take a live video call) before paying anything.",
    "safety.rules.verified":
      "Prefer verified listings: someone from our team saw the home, by a visit or a video call, and checked it matches the listing.",
    "safety.rules.verifiedLink": "See verified listings only",
    "safety.rules.contract": "Pay only after signing the contract, and never into someone else's account.",
    "safety.rules.report":
      "Something feels wrong? Use “Report this listing” on its page: our team looks into every report.",
    "safety.heading.us": "What CampusLar never does",
    "safety.us.pix": "We never ask for a Pix, a deposit or any payment to reserve a home.",
    "safety.us.intermediary":
      "We are an intermediary and never sublet: the contract is between you and the owner, signed after the visit.",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof fairPrice> {}
}
