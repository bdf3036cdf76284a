import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** The exchange-student concierge page (spec §1: what the service covers). */
export const concierge = defineMessages({
  pt: {
    "concierge.intro.title": "Um time ao seu lado desde antes da chegada",
    "concierge.intro.text":
      "Mudar de país para estudar é empolgante e cheio de detalhes. O concierge da CampusLar cuida desses detalhes com você, em português ou em inglês, para que você chegue a São Paulo com moradia, orientação e alguém para chamar a qualquer hora.",
    "concierge.services.title": "O que o concierge faz por você",
    "concierge.service.arrival.title": "Apoio na chegada",
    "concierge.service.arrival.text":
      "Orientamos o trajeto do aeroporto até a sua moradia e combinamos a entrega das chaves para o dia e a hora em que você chegar.",
    "concierge.service.support.title": "Suporte 24 horas",
    "concierge.service.support.text":
      "Perdeu a chave, a internet caiu ou surgiu uma dúvida de madrugada? Nossa equipe atende pelo WhatsApp a qualquer hora, todos os dias.",
    "concierge.service.logistics.title": "Logística",
    "concierge.service.logistics.text":
      "Ajudamos com chip de celular, bilhete de transporte, conta em banco e os documentos brasileiros de que você vai precisar, como o CPF.",
    "concierge.service.local.title": "Informações locais",
    "concierge.service.local.text":
      "Bairros, transporte público, mercados, segurança e o caminho até o campus: dicas práticas de quem vive em São Paulo.",
    "concierge.service.wellness.title": "Bem-estar",
    "concierge.service.wellness.text":
      "Indicamos academias, atividades e apoio emocional para você se sentir bem longe de casa durante todo o intercâmbio.",
    "concierge.service.culture.title": "Integração cultural",
    "concierge.service.culture.text":
      "Eventos de integração com outros estudantes e dicas de cultura, idioma e costumes para você aproveitar a cidade desde a primeira semana.",
    "concierge.service.health.title": "Ajuda em emergências de saúde",
    "concierge.service.health.text":
      "Se você passar mal ou se machucar, mostramos onde ser atendido, acompanhamos o contato com o hospital e ajudamos com o seguro-saúde.",
    "concierge.service.housing.title": "Ajuda com a moradia",
    "concierge.service.housing.text":
      "Encontramos com você um apartamento, quarto ou residência perto da faculdade, sem fiador, e cuidamos do contrato e da vistoria.",
    "concierge.steps.title": "Como funciona",
    "concierge.step.contact.title": "Fale com a gente",
    "concierge.step.contact.text": "Conte pelo WhatsApp quando chega, onde vai estudar e o que procura.",
    "concierge.step.plan.title": "Planejamos a sua chegada",
    "concierge.step.plan.text": "Escolhemos juntos a moradia e combinamos a recepção e os primeiros dias.",
    "concierge.step.stay.title": "Estamos com você",
    "concierge.step.stay.text": "Durante todo o intercâmbio, o suporte continua a um toque do seu celular.",
    "concierge.cta.title": "Vai fazer intercâmbio em São Paulo?",
    "concierge.cta.text":
      "Fale com o nosso concierge pelo WhatsApp. Respondemos em português e em inglês, com os próximos passos para a sua chegada.",
    "concierge.cta.whatsapp": "Falar com o concierge",
    "concierge.whatsapp.text":
      "Olá! Vou fazer intercâmbio em São Paulo e gostaria de saber mais sobre o concierge da CampusLar.",
    "concierge.partner.title": "Estudante de intercâmbio na FGV?",
    "concierge.partner.text": "A FGV é nossa parceira: cadastre-se na página do concierge FGV e a equipe chama você.",
    "concierge.partner.link": "Ir para o concierge FGV",
    "concierge.search.link": "Ver imóveis perto das universidades",
  },
  en: {
    "concierge.intro.title": "A team by your side from before you land",
    "concierge.intro.text":
      "Moving country to study is exciting and full of details. CampusLar's concierge handles those details with you, in English or Portuguese, so you arrive in São Paulo with a home, guidance and someone to call at any hour.",
    "concierge.services.title": "What the concierge does for you",
    "concierge.service.arrival.title": "Arrival support",
    "concierge.service.arrival.text":
      "We guide you from the airport to your new home and arrange the key handover for the day and time you arrive.",
    "concierge.service.support.title": "24/7 support",
    "concierge.service.support.text":
      "Lost your key, the internet is down or a question comes up at night? Our team answers on WhatsApp at any hour, every day.",
    "concierge.service.logistics.title": "Logistics",
    "concierge.service.logistics.text":
      "We help with a phone SIM, a transport card, a bank account and the Brazilian documents you will need, such as the CPF.",
    "concierge.service.local.title": "Local information",
    "concierge.service.local.text":
      "Neighbourhoods, public transport, groceries, safety and the way to campus: practical tips from people who live in São Paulo.",
    "concierge.service.wellness.title": "Wellness",
    "concierge.service.wellness.text":
      "We point you to gyms, activities and emotional support so you feel well away from home for your whole exchange.",
    "concierge.service.culture.title": "Cultural integration",
    "concierge.service.culture.text":
      "Integration events with other students and tips on culture, language and customs, so you enjoy the city from the first week.",
    "concierge.service.health.title": "Emergency health help",
    "concierge.service.health.text":
      "If you fall ill or get hurt, we show you where to get care, stay in touch with the hospital and help with your health insurance.",
    "concierge.service.housing.title": "Housing help",
    "concierge.service.housing.text":
      "We find an apartment, room or residence near your university with you, with no guarantor, and take care of the contract and inspection.",
    "concierge.steps.title": "How it works",
    "concierge.step.contact.title": "Talk to us",
    "concierge.step.contact.text":
      "Tell us on WhatsApp when you arrive, where you will study and what you are looking for.",
    "concierge.step.plan.title": "We plan your arrival",
    "concierge.step.plan.text": "Together we choose your home and arrange your welcome and first days.",
    "concierge.step.stay.title": "We stay with you",
    "concierge.step.stay.text": "For your whole exchange, support is one tap away on your phone.",
    "concierge.cta.title": "Coming to São Paulo on an exchange?",
    "concierge.cta.text":
      "Talk to our concierge on WhatsApp. We answer in English and Portuguese, with the next steps for your arrival.",
    "concierge.cta.whatsapp": "Talk to the concierge",
    "concierge.whatsapp.text":
      "Hi! I'm coming to São Paulo on an exchange and would like to know more about CampusLar's concierge.",
    "concierge.partner.title": "An exchange student at FGV?",
    "concierge.partner.text": "FGV is our partner: sign up on the FGV concierge page and the team will reach out.",
    "concierge.partner.link": "Go to the FGV concierge",
    "concierge.search.link": "See homes near the universities",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof concierge> {}
}
