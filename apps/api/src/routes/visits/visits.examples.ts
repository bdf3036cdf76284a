import type { OwnerVisit, StudentVisit, VisitScheduleView, VisitSlots } from "@campuslar/domain/visits/visit-forms";

/* Examples of the visit routes' answers, for the OpenAPI document. */

export const scheduleExample: VisitScheduleView = {
  propertyCode: "SP10001",
  modes: ["in_person", "video"],
  videoKind: "whatsapp",
  videoLink: null,
  videoPhone: "+5511912345678",
  windows: [
    { weekday: 2, start: "09:00", end: "12:00" },
    { weekday: 4, start: "18:00", end: "20:00" },
  ],
  exceptions: [
    { date: "2026-12-24", closed: true, windows: [] },
    { date: "2026-12-05", closed: false, windows: [{ start: "10:00", end: "12:00" }] },
  ],
};

export const slotsExample: VisitSlots = {
  propertyCode: "SP10001",
  timeZone: "America/Sao_Paulo",
  slotMinutes: 30,
  modes: ["in_person", "video"],
  days: [
    {
      date: "2026-12-01",
      weekday: 2,
      slots: [
        { startsAt: "2026-12-01T12:00:00.000Z", endsAt: "2026-12-01T12:30:00.000Z", localTime: "09:00" },
        { startsAt: "2026-12-01T12:30:00.000Z", endsAt: "2026-12-01T13:00:00.000Z", localTime: "09:30" },
      ],
    },
  ],
};

export const studentVisitExample: StudentVisit = {
  id: "7b0f3c52-1f7e-4b43-9d55-2f5c33a0c0de",
  propertyCode: "SP10001",
  propertyTitle: "Quarto perto da USP",
  startsAt: "2026-12-01T12:00:00.000Z",
  endsAt: "2026-12-01T12:30:00.000Z",
  localDate: "2026-12-01",
  localTime: "09:00",
  mode: "in_person",
  status: "requested",
  name: "Ana Souza",
  address: "Rua Alvarenga, 1200 – Butantã, São Paulo – SP",
  videoLink: null,
  videoPhone: null,
  changeable: true,
};

export const ownerVisitExample: OwnerVisit = {
  id: "7b0f3c52-1f7e-4b43-9d55-2f5c33a0c0de",
  propertyCode: "SP10001",
  propertyTitle: "Quarto perto da USP",
  startsAt: "2026-12-01T12:00:00.000Z",
  endsAt: "2026-12-01T12:30:00.000Z",
  localDate: "2026-12-01",
  localTime: "09:00",
  mode: "in_person",
  status: "requested",
  name: "Ana Souza",
  email: "ana@example.com",
  phone: "+5511912345678",
  locale: "pt",
  createdAt: "2026-11-27T12:00:00.000Z",
  decidable: true,
};
