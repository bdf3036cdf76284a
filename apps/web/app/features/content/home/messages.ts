import { type AreaKeysOf, defineMessages } from "../../../i18n/define-messages.ts";

/** The home page (`/`, `/en`): the landing page for students, owners and exchange students. */
export const home = defineMessages({
  pt: {
    "home.meta.title": "CampusLar: moradia estudantil perto da sua faculdade em São Paulo",
    "home.meta.description":
      "Apartamentos, colivings e residências estudantis perto das universidades de São Paulo. Proprietários anunciam de graça.",
    "home.title": "Moradia estudantil perto da sua faculdade em São Paulo",
    "home.pitch":
      "Estudantes encontram apartamentos, colivings e residências estudantis perto das universidades de São Paulo; proprietários anunciam de graça.",

    "home.search.label": "Buscar moradia",
    "home.search.university": "Perto de qual faculdade?",
    "home.search.university.any": "Qualquer faculdade",
    "home.search.university.partners": "Universidades parceiras",
    "home.search.university.others": "Outras universidades",
    "home.search.neighbourhood": "Em qual bairro?",
    "home.search.neighbourhood.any": "Qualquer bairro",
    "home.search.option": "{name} ({count})",
    "home.search.hint": "Escolha uma faculdade, um bairro ou os dois.",
    "home.search.submit": "Buscar imóveis",
    "home.search.total.one": "1 imóvel para alugar agora",
    "home.search.total.other": "{count} imóveis para alugar agora",

    "home.facts.label": "Por que alugar pela CampusLar",
    "home.facts.noGuarantor": "Sem fiador",
    "home.facts.noFee": "Sem taxa extra para reservar direto",
    "home.facts.freeListing": "Anúncio grátis para proprietários",
    "home.facts.since": "Em São Paulo desde {year}",

    "home.universities.title": "Universidades parceiras",
    "home.universities.intro":
      "Moradias escolhidas a uma caminhada do campus, com atendimento próprio para os alunos das nossas parceiras.",
    "home.universities.badge": "Parceira",
    "home.universities.nearby.zero": "Nenhum imóvel por perto ainda",
    "home.universities.nearby.one": "1 imóvel por perto",
    "home.universities.nearby.other": "{count} imóveis por perto",
    "home.universities.all": "Todas as universidades ({count})",
    "home.universities.unavailable":
      "Não foi possível carregar as universidades agora. Tente novamente em alguns instantes.",

    "home.listings.title": "Imóveis em destaque",
    "home.listings.intro":
      "Primeiro os anúncios patrocinados por operadores parceiros, depois os publicados mais recentemente.",
    "home.listings.all.one": "Ver o imóvel disponível",
    "home.listings.all.other": "Ver todos os {count} imóveis",
    "home.listings.unavailable":
      "Não foi possível carregar os imóveis em destaque agora. A busca continua funcionando normalmente.",

    "home.recommend.title": "Estudantes também procuraram",
    "home.recommend.neighbourhoods": "Bairros mais procurados",
    "home.recommend.types": "Tipos de moradia",
    "home.recommend.count.one": "1 imóvel",
    "home.recommend.count.other": "{count} imóveis",

    "home.how.title": "Como funciona",
    "home.how.intro":
      "A CampusLar faz a ponte entre estudantes e proprietários desde {year}. Não sublocamos: o contrato é entre vocês.",
    "home.how.students.title": "Para estudantes",
    "home.how.students.step1.title": "Busque perto da sua faculdade",
    "home.how.students.step1.text":
      "Filtre por universidade, bairro, preço e tipo de moradia e veja em cada anúncio quais quartos estão livres.",
    "home.how.students.step2.title": "Manifeste interesse",
    "home.how.students.step2.text":
      "Conte quando quer se mudar e por quanto tempo. A gente responde, tira dúvidas e combina a visita com o proprietário.",
    "home.how.students.step3.title": "Assine e mude",
    "home.how.students.step3.text":
      "Sem fiador e sem taxa extra por reservar direto. A caução é {share}% do aluguel total do contrato, que costuma ter no mínimo {months} meses (alguns aceitam {shortest}), e o aluguel é pago por transferência bancária.",
    "home.how.students.cta": "Buscar imóveis",
    "home.how.owners.title": "Para proprietários",
    "home.how.owners.step1.title": "Anuncie de graça",
    "home.how.owners.step1.text":
      "Preencha o formulário com o endereço, os quartos, o valor e o que está incluído. Anunciar não custa nada.",
    "home.how.owners.step2.title": "Capriche nas fotos",
    "home.how.owners.step2.text": "Se quiser, um fotógrafo profissional faz as fotos e um vídeo do imóvel por {price}.",
    "home.how.owners.step3.title": "Receba estudantes interessados",
    "home.how.owners.step3.text":
      "Enviamos quem combina com o seu imóvel, organizamos as visitas e acompanhamos até a assinatura do contrato.",
    "home.how.owners.cta": "Anunciar meu imóvel",

    "home.services.title": "Mais do que um lugar para morar",
    "home.services.intro": "Serviços para quem chega a São Paulo e para quem aluga o próprio imóvel.",
    "home.services.concierge.title": "Concierge para intercambistas",
    "home.services.concierge.text":
      "Recepção na chegada, suporte 24 horas, logística, informações sobre a cidade, bem-estar, integração cultural, ajuda em emergências de saúde e apoio para encontrar moradia.",
    "home.services.concierge.cta": "Conhecer o concierge",
    "home.services.roommates.title": "Colegas de apartamento compatíveis",
    "home.services.roommates.text":
      "Um questionário de compatibilidade para encontrar com quem dividir, uma comunidade de estudantes e um canal direto pelo WhatsApp.",
    "home.services.roommates.cta": "Encontrar um colega",
    "home.services.other.title": "Fotos, manutenção e mais",
    "home.services.other.text":
      "Fotógrafo profissional por {price} (fotos e vídeo), marketing digital, garantia de aluguel, reparos, aluguel de eletrônicos, eventos de integração e vistorias de entrada e saída.",
    "home.services.other.cta": "Ver todos os serviços",

    "home.testimonials.title": "Quem já passou por aqui",
    "home.testimonials.intro": "Estudantes e proprietários contam como foi.",
    "home.testimonials.label": "Depoimentos",
    "home.testimonials.carousel": "carrossel",
    "home.testimonials.keys": "Use as setas do teclado para avançar ou voltar.",
    "home.testimonials.slide.role": "depoimento",
    "home.testimonials.slide": "{index} de {total}",
    "home.testimonials.position": "Depoimento {index} de {total}",
    "home.testimonials.range": "Depoimentos {from} e {to} de {total}",
    "home.testimonials.previous": "Depoimento anterior",
    "home.testimonials.next": "Próximo depoimento",

    "home.media.title": "A CampusLar na imprensa",
    "home.media.newTab": "(abre em nova aba)",
    "home.content.example": "Exemplo",
    "home.content.exampleNote": "Conteúdo de exemplo dos dados de demonstração, não é uma citação real.",
    "home.content.inPortuguese": "Em português",
    "home.accountDeleted.title": "Sua conta foi excluída",
    "home.accountDeleted.text":
      "Encerramos todas as sessões e apagamos os seus dados. Enviamos uma confirmação para o seu e-mail, a última.",
  },
  en: {
    "home.meta.title": "CampusLar: student housing near your university in São Paulo",
    "home.meta.description":
      "Apartments, colivings and student residences near the universities of São Paulo. Owners list for free.",
    "home.title": "Student housing near your university in São Paulo",
    "home.pitch":
      "Students find apartments, colivings and student residences near the universities of São Paulo; owners list for free.",

    "home.search.label": "Find a home",
    "home.search.university": "Near which university?",
    "home.search.university.any": "Any university",
    "home.search.university.partners": "Partner universities",
    "home.search.university.others": "Other universities",
    "home.search.neighbourhood": "In which neighbourhood?",
    "home.search.neighbourhood.any": "Any neighbourhood",
    "home.search.option": "{name} ({count})",
    "home.search.hint": "Choose a university, a neighbourhood or both.",
    "home.search.submit": "Search homes",
    "home.search.total.one": "1 home to rent right now",
    "home.search.total.other": "{count} homes to rent right now",

    "home.facts.label": "Why rent with CampusLar",
    "home.facts.noGuarantor": "No guarantor needed",
    "home.facts.noFee": "No extra fee for booking directly",
    "home.facts.freeListing": "Free listings for owners",
    "home.facts.since": "In São Paulo since {year}",

    "home.universities.title": "Partner universities",
    "home.universities.intro":
      "Homes chosen within walking distance of campus, with dedicated support for our partners' students.",
    "home.universities.badge": "Partner",
    "home.universities.nearby.zero": "No listings nearby yet",
    "home.universities.nearby.one": "1 listing nearby",
    "home.universities.nearby.other": "{count} listings nearby",
    "home.universities.all": "All universities ({count})",
    "home.universities.unavailable": "The universities could not be loaded right now. Please try again in a moment.",

    "home.listings.title": "Featured homes",
    "home.listings.intro": "Sponsored listings from partner operators first, then the most recently published homes.",
    "home.listings.all.one": "See the home available",
    "home.listings.all.other": "See all {count} homes",
    "home.listings.unavailable": "The featured homes could not be loaded right now. Search still works as usual.",

    "home.recommend.title": "Students also looked at",
    "home.recommend.neighbourhoods": "Most searched neighbourhoods",
    "home.recommend.types": "Types of home",
    "home.recommend.count.one": "1 home",
    "home.recommend.count.other": "{count} homes",

    "home.how.title": "How it works",
    "home.how.intro":
      "CampusLar has brought students and owners together since {year}. We do not sublet: the contract is between you.",
    "home.how.students.title": "For students",
    "home.how.students.step1.title": "Search near your university",
    "home.how.students.step1.text":
      "Filter by university, neighbourhood, price and type of home, and see on each listing which rooms are free.",
    "home.how.students.step2.title": "Say you are interested",
    "home.how.students.step2.text":
      "Tell us when you want to move in and for how long. We answer your questions and arrange a visit with the owner.",
    "home.how.students.step3.title": "Sign and move in",
    "home.how.students.step3.text":
      "No guarantor and no extra fee for booking directly. The deposit is {share}% of the contract's total rent; contracts usually run for at least {months} months (some from {shortest}), and rent is paid by bank transfer.",
    "home.how.students.cta": "Search homes",
    "home.how.owners.title": "For owners",
    "home.how.owners.step1.title": "List for free",
    "home.how.owners.step1.text":
      "Fill in the form with the address, the rooms, the rent and what is included. Listing costs nothing.",
    "home.how.owners.step2.title": "Make the photos count",
    "home.how.owners.step2.text":
      "If you like, a professional photographer takes photos and a video of your place for {price}.",
    "home.how.owners.step3.title": "Meet interested students",
    "home.how.owners.step3.text":
      "We send you students who fit your place, arrange the visits and stay with you until the contract is signed.",
    "home.how.owners.cta": "List my property",

    "home.services.title": "More than a place to live",
    "home.services.intro": "Services for newcomers to São Paulo and for owners who rent out their place.",
    "home.services.concierge.title": "Concierge for exchange students",
    "home.services.concierge.text":
      "Arrival support, 24/7 help, logistics, local information, wellness, cultural integration, emergency health help and help finding a home.",
    "home.services.concierge.cta": "About the concierge",
    "home.services.roommates.title": "Roommates who fit",
    "home.services.roommates.text":
      "A compatibility questionnaire to find who to share with, a community of students and a direct line on WhatsApp.",
    "home.services.roommates.cta": "Find a roommate",
    "home.services.other.title": "Photos, repairs and more",
    "home.services.other.text":
      "A professional photographer for {price} (photos and a video), digital marketing, rent-payment guarantees, repairs, electronics rental, integration events and move-in and move-out inspections.",
    "home.services.other.cta": "See all services",

    "home.testimonials.title": "From people who have been here",
    "home.testimonials.intro": "Students and owners tell how it went.",
    "home.testimonials.label": "Testimonials",
    "home.testimonials.carousel": "carousel",
    "home.testimonials.keys": "Use the arrow keys to move forward or back.",
    "home.testimonials.slide.role": "testimonial",
    "home.testimonials.slide": "{index} of {total}",
    "home.testimonials.position": "Testimonial {index} of {total}",
    "home.testimonials.range": "Testimonials {from} and {to} of {total}",
    "home.testimonials.previous": "Previous testimonial",
    "home.testimonials.next": "Next testimonial",

    "home.media.title": "CampusLar in the press",
    "home.media.newTab": "(opens in a new tab)",
    "home.content.example": "Example",
    "home.content.exampleNote": "Example content from the demo data, not a real quote.",
    "home.content.inPortuguese": "In Portuguese",
    "home.accountDeleted.title": "Your account was deleted",
    "home.accountDeleted.text":
      "We ended every session and erased your data. We sent a confirmation to your e-mail, the last one.",
  },
});

declare module "../../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof home> {}
}
