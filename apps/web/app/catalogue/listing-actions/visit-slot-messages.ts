import { type AreaKeysOf, defineMessages } from "../../i18n/define-messages.ts";

/** Free visit slots (issue 23), as the property page and the visit pages list them. */
export const visitSlotMessages = defineMessages({
  pt: {
    "visitSlots.heading": "Agendar visita",
    "visitSlots.lead": "Escolha um horário livre nas próximas duas semanas, presencial ou por vídeo.",
    "visitSlots.zone": "Horários de São Paulo (horário de Brasília).",
    "visitSlots.yourTime": "{time} no seu horário",
    "visitSlots.more": "Ver todos os horários",
    "visitSlots.none": "Não há horários livres nas próximas duas semanas.",
    "visitSlots.slotLabel": "Agendar visita em {day} às {time}",
    "visitSlots.modes.in_person": "Presencial",
    "visitSlots.modes.video": "Por vídeo",
    "visitSlots.offered": "Visitas: {modes}",
    "visitSlots.ownerLink": "Agenda e horários de visita",
  },
  en: {
    "visitSlots.heading": "Schedule a visit",
    "visitSlots.lead": "Pick a free time in the next two weeks, in person or by video.",
    "visitSlots.zone": "Times in São Paulo (São Paulo time).",
    "visitSlots.yourTime": "{time} your time",
    "visitSlots.more": "See every time",
    "visitSlots.none": "No free times in the next two weeks.",
    "visitSlots.slotLabel": "Book a visit on {day} at {time}",
    "visitSlots.modes.in_person": "In person",
    "visitSlots.modes.video": "By video",
    "visitSlots.offered": "Visits: {modes}",
    "visitSlots.ownerLink": "Visits and visit hours",
  },
});

declare module "../../i18n/define-messages.ts" {
  interface AreaMessages extends AreaKeysOf<typeof visitSlotMessages> {}
}
