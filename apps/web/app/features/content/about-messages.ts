import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** The about page: who the company is, what it offers, its partners and how to reach it. */
export const about = defineMessages({
  pt: {
    "about.story.title": "Moradia perto da faculdade, sem complicação",
    "about.story.since":
      "A CampusLar nasceu em {year}, em São Paulo, para resolver um problema que todo estudante conhece: achar um lugar bom para morar perto da faculdade, sem fiador e sem surpresas no contrato.",
    "about.story.intermediary":
      "Somos uma intermediária imobiliária. Aproximamos estudantes e proprietários, organizamos visitas, documentos e contrato, mas não sublocamos: o contrato é sempre entre o inquilino e o proprietário.",
    "about.story.audience":
      "Atendemos estudantes brasileiros e estrangeiros, quem não estuda mas quer morar perto dos campi, proprietários que anunciam de graça e prestadores de serviço.",
    "about.facts.title": "A CampusLar em poucas palavras",
    "about.fact.since.label": "Desde",
    "about.fact.creci.label": "Registro imobiliário",
    "about.fact.city.label": "Onde estamos",
    "about.fact.model.label": "Como trabalhamos",
    "about.fact.model.value": "Intermediária, não sublocamos",
    "about.offers.title": "O que oferecemos",
    "about.offer.homes.title": "Moradia para estudantes",
    "about.offer.homes.text":
      "Apartamentos inteiros, quartos, colivings e residências estudantis perto das universidades, sem fiador e sem taxa extra de reserva.",
    "about.offer.homes.link": "Buscar imóveis",
    "about.offer.concierge.title": "Concierge para intercambistas",
    "about.offer.concierge.text":
      "Apoio na chegada, suporte 24 horas, logística, informações locais e ajuda com moradia para quem vem estudar em São Paulo.",
    "about.offer.concierge.link": "Conhecer o concierge",
    "about.offer.roommates.title": "Colegas de apartamento",
    "about.offer.roommates.text":
      "Um questionário de compatibilidade ajuda a combinar colegas, e a nossa comunidade aproxima quem vai dividir a casa.",
    "about.offer.roommates.link": "Perguntar pelo WhatsApp",
    "about.offer.roommates.whatsapp": "Olá! Quero saber mais sobre o serviço de colegas de apartamento da CampusLar.",
    "about.offer.services.title": "Serviços",
    "about.offer.services.text":
      "Fotos profissionais com vídeo, marketing digital, garantia de aluguel, reparos, aluguel de eletrônicos, eventos de integração e vistorias.",
    "about.offer.services.link": "Ver serviços",
    "about.partners.title": "Parceiros",
    "about.partners.intro": "Trabalhamos junto com universidades e empresas para que estudantes morem melhor.",
    "about.partners.universities": "Universidades parceiras",
    "about.partners.nearby.zero": "Nenhum imóvel por perto ainda",
    "about.partners.nearby.one": "1 imóvel por perto",
    "about.partners.nearby.other": "{count} imóveis por perto",
    "about.partners.sponsors": "Empresas parceiras",
    "about.partners.sponsors.hint": "Ver os imóveis",
    "about.partners.unavailable":
      "Não foi possível carregar a lista de parceiros agora. Tente novamente em alguns instantes.",
    "about.contact.title": "Fale com a gente",
    "about.contact.text": "Tem uma dúvida, um imóvel para anunciar ou uma parceria para propor? Chame a equipe.",
    "about.contact.email": "E-mail",
    "about.contact.whatsapp": "WhatsApp",
    "about.contact.company": "Empresa",
    "about.contact.cta": "Falar pelo WhatsApp",
  },
  en: {
    "about.story.title": "A home near campus, without the hassle",
    "about.story.since":
      "CampusLar started in {year}, in São Paulo, to solve a problem every student knows: finding a good place to live near campus, with no guarantor and no surprises in the contract.",
    "about.story.intermediary":
      "We are a real-estate intermediary. We bring students and owners together and organise viewings, documents and the contract, but we never sublet: the contract is always between the tenant and the owner.",
    "about.story.audience":
      "We serve Brazilian and international students, people who do not study but want to live near the campuses, owners who list for free and service providers.",
    "about.facts.title": "CampusLar at a glance",
    "about.fact.since.label": "Since",
    "about.fact.creci.label": "Real-estate registry",
    "about.fact.city.label": "Where we are",
    "about.fact.model.label": "How we work",
    "about.fact.model.value": "Intermediary, we never sublet",
    "about.offers.title": "What we offer",
    "about.offer.homes.title": "Student homes",
    "about.offer.homes.text":
      "Whole apartments, rooms, colivings and student residences near the universities, with no guarantor and no extra booking fee.",
    "about.offer.homes.link": "Find a home",
    "about.offer.concierge.title": "Exchange-student concierge",
    "about.offer.concierge.text":
      "Arrival support, 24/7 help, logistics, local information and housing help for anyone coming to study in São Paulo.",
    "about.offer.concierge.link": "Meet the concierge",
    "about.offer.roommates.title": "Roommate matching",
    "about.offer.roommates.text":
      "A compatibility questionnaire helps match roommates, and our community brings together the people who will share a home.",
    "about.offer.roommates.link": "Ask on WhatsApp",
    "about.offer.roommates.whatsapp": "Hi! I would like to know more about CampusLar's roommate matching.",
    "about.offer.services.title": "Services",
    "about.offer.services.text":
      "Professional photos with a video, digital marketing, rent guarantees, repairs, electronics rental, integration events and inspections.",
    "about.offer.services.link": "See the services",
    "about.partners.title": "Partners",
    "about.partners.intro": "We work with universities and companies so that students live better.",
    "about.partners.universities": "Partner universities",
    "about.partners.nearby.zero": "No homes nearby yet",
    "about.partners.nearby.one": "1 home nearby",
    "about.partners.nearby.other": "{count} homes nearby",
    "about.partners.sponsors": "Partner companies",
    "about.partners.sponsors.hint": "See their homes",
    "about.partners.unavailable": "The list of partners could not be loaded right now. Please try again in a moment.",
    "about.contact.title": "Talk to us",
    "about.contact.text": "A question, a property to list or a partnership to propose? Reach the team.",
    "about.contact.email": "E-mail",
    "about.contact.whatsapp": "WhatsApp",
    "about.contact.company": "Company",
    "about.contact.cta": "Chat on WhatsApp",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof about> {}
}
