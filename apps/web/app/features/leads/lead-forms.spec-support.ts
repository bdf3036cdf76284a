import { LEAD_MESSAGES, type LeadMessageKey } from "@campuslar/domain/lead/lead-messages";
import { expect, type Locator, type Page } from "@playwright/test";

/*
 * The three lead forms of issue 8 (the owner page, the FGV concierge landing, the services page),
 * in both languages: sent empty, every required field says the spec's message next to it; sent
 * with wrong values, those fields say so and everything typed is still there; sent right, the
 * page shows the thank-you state with the stored lead's reference. The API has no read endpoint
 * for leads, so the reference (made from the stored row's id) is the proof it was stored. One
 * form is sent without JavaScript and one on a 375 px phone; axe runs with the messages shown.
 *
 * What their specs (advertise-form, concierge-fgv-form and service-request-form .spec.ts) share:
 * the forms' texts in both languages, and the checks of a field's message and of the sent state.
 */

export type Locale = "pt" | "en";

export const TEXT = {
  pt: {
    prefix: "",
    failed: "Confira os campos indicados abaixo.",
    name: "Nome",
    phone: "Telefone (com DDD)",
    email: "E-mail",
    yes: "Sim",
    no: "Não",
    advertise: {
      heading: "Anuncie seu imóvel de graça",
      photos: "Fotos profissionais por R$ 150,00",
      servicesLink: "Conheça todos os serviços",
      postalCode: "CEP",
      address: "Endereço (rua ou avenida)",
      number: "Número",
      complement: "Complemento (opcional)",
      neighbourhood: "Bairro",
      bedrooms: "Quartos",
      bathrooms: "Banheiros",
      parking: "Tem vaga de garagem?",
      pets: "Aceita animais de estimação?",
      rent: "Aluguel mensal (R$)",
      period: "Período do contrato",
      bills: "Contas incluídas no aluguel",
      water: "Água",
      cleaning: "Limpeza",
      proposal: "Proposta ou condições especiais (opcional)",
      email: "E-mail (opcional)",
      visit: "Dia para visitarmos o imóvel (opcional)",
      move: "Disponível a partir de (opcional)",
      comments: "Comentários (opcional)",
      coupon: "Cupom de desconto (opcional)",
      submit: "Enviar meu imóvel",
      sent: "Recebemos o seu imóvel",
    },
    fgv: {
      fullName: "Nome completo",
      contact: "WhatsApp",
      submit: "Quero o concierge",
      sent: "Cadastro recebido",
    },
    services: {
      service: "Serviço",
      code: "Código do imóvel na CampusLar (opcional)",
      message: "Sua mensagem",
      submit: "Enviar pedido",
      sent: "Recebemos o seu pedido",
      request: "Pedir este serviço",
      repairs: "Pedir este serviço: Reparos no imóvel",
      photosPrice: "R$ 150,00",
    },
    reference: "Número de referência",
  },
  en: {
    prefix: "/en",
    failed: "Please check the fields marked below.",
    name: "Name",
    phone: "Phone (with area code)",
    email: "Email",
    yes: "Yes",
    no: "No",
    advertise: {
      heading: "List your property for free",
      photos: "Professional photos for R$ 150,00",
      servicesLink: "See all our services",
      postalCode: "Postal code (CEP)",
      address: "Street",
      number: "Number",
      complement: "Flat, block or floor (optional)",
      neighbourhood: "Neighbourhood",
      bedrooms: "Bedrooms",
      bathrooms: "Bathrooms",
      parking: "Is there a parking space?",
      pets: "Are pets allowed?",
      rent: "Monthly rent (R$)",
      period: "Contract period",
      bills: "Bills included in the rent",
      water: "Water",
      cleaning: "Cleaning",
      proposal: "Your proposal or special terms (optional)",
      email: "Email (optional)",
      visit: "A day we can visit (optional)",
      move: "Available from (optional)",
      comments: "Comments (optional)",
      coupon: "Discount coupon (optional)",
      submit: "Send my property",
      sent: "We have your property",
    },
    fgv: {
      fullName: "Full name",
      contact: "WhatsApp",
      submit: "Sign me up",
      sent: "You're signed up",
    },
    services: {
      service: "Service",
      code: "CampusLar listing code (optional)",
      message: "Your message",
      submit: "Send request",
      sent: "We have your request",
      request: "Request this service",
      repairs: "Request this service: Property repairs",
      photosPrice: "R$ 150,00",
    },
    reference: "Reference number",
  },
} as const;

export type Texts = (typeof TEXT)[Locale];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The field's message, in the visitor's language: the last thing read when it gets focus. */
export async function expectMessage(field: Locator, key: LeadMessageKey, locale: Locale) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(LEAD_MESSAGES[key][locale])}$`));
}

/** A group of radio buttons or tick boxes reads its message as its description. */
export async function expectGroupMessage(group: Locator, key: LeadMessageKey, locale: Locale) {
  await expect(group).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(LEAD_MESSAGES[key][locale])}$`));
}

export async function expectNoMessage(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
}

export async function expectSent(page: Page, x: Texts, heading: string, prefix: string) {
  const sent = page.getByTestId("lead-sent");
  await expect(sent.getByRole("heading", { name: heading })).toBeVisible();
  await expect(sent).toContainText(x.reference);
  await expect(page.getByTestId("lead-reference")).toHaveText(new RegExp(`^${prefix}-\\d+$`));
  await expect(page).toHaveURL(new RegExp(`[?&]enviado=${prefix}-\\d+`));
}
