import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** Where a listing's price stands against its peers (issues 22 and 34), the warning when it is too good, and the safety page. */
export const fairPrice = defineMessages({
  pt: {
    "fairPrice.below": "{percent}% abaixo da mediana para {group} em {place}",
    "fairPrice.above": "{percent}% acima da mediana para {group} em {place}",
    "fairPrice.at": "Na mediana para {group} em {place}",
    "fairPrice.city": "São Paulo",
    "fairPrice.compared.per_m2":
      "Comparado com {sample} imóveis parecidos em {place}: metade custa de {low}/m² a {high}/m² por mês, com tudo; a mediana é {median}/m². Este: {value}/m².",
    "fairPrice.compared.per_room":
      "Comparado com {sample} anúncios parecidos em {place}: metade custa de {low} a {high} por mês, com tudo; a mediana é {median}. Este: {value}.",
    "fairPrice.tooFew": "Poucos anúncios parecidos para avaliar este preço",
    "fairPrice.tooFew.detail":
      "Anúncios de {group} em São Paulo: {sample}. Para comparar, precisamos de pelo menos {min}.",
    "fairPrice.peer.whole.furnished": "imóveis inteiros mobiliados",
    "fairPrice.peer.whole.unfurnished": "imóveis inteiros sem mobília",
    "fairPrice.peer.private_room.furnished": "quartos individuais mobiliados",
    "fairPrice.peer.private_room.unfurnished": "quartos individuais sem mobília",
    "fairPrice.peer.shared_bed.furnished": "vagas em quarto compartilhado mobiliado",
    "fairPrice.peer.shared_bed.unfurnished": "vagas em quarto compartilhado sem mobília",
    "fairPrice.band.upTo": "{group} de até {max} m²",
    "fairPrice.band.between": "{group} de {min} a {max} m²",
    "fairPrice.band.from": "{group} a partir de {min} m²",
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
    "fairPrice.below": "{percent}% below the median for {group} in {place}",
    "fairPrice.above": "{percent}% above the median for {group} in {place}",
    "fairPrice.at": "At the median for {group} in {place}",
    "fairPrice.city": "São Paulo",
    "fairPrice.compared.per_m2":
      "Compared with {sample} similar homes in {place}: half cost from {low}/m² to {high}/m² a month, all in; the median is {median}/m². This one: {value}/m².",
    "fairPrice.compared.per_room":
      "Compared with {sample} similar listings in {place}: half cost from {low} to {high} a month, all in; the median is {median}. This one: {value}.",
    "fairPrice.tooFew": "Too few similar listings to judge this price",
    "fairPrice.tooFew.detail": "Listings of {group} in São Paulo: {sample}. We need at least {min} to compare.",
    "fairPrice.peer.whole.furnished": "furnished whole homes",
    "fairPrice.peer.whole.unfurnished": "unfurnished whole homes",
    "fairPrice.peer.private_room.furnished": "furnished private rooms",
    "fairPrice.peer.private_room.unfurnished": "unfurnished private rooms",
    "fairPrice.peer.shared_bed.furnished": "beds in furnished shared rooms",
    "fairPrice.peer.shared_bed.unfurnished": "beds in unfurnished shared rooms",
    "fairPrice.band.upTo": "{group} of up to {max} m²",
    "fairPrice.band.between": "{group} of {min} to {max} m²",
    "fairPrice.band.from": "{group} of {min} m² or more",
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
