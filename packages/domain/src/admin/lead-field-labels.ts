import type { Locale } from "../i18n/locales.ts";
import type { LeadKind } from "./admin-dto.ts";

/**
 * The label of every field a lead form stores, as staff read it in the inbox's detail and in
 * the CSV. A column without a label here is still shown, under its own name, so a field added
 * to a form later is never hidden from staff.
 */
export const LEAD_FIELD_LABELS: Record<string, Record<Locale, string>> = {
  reference: { pt: "Referência", en: "Reference" },
  kind: { pt: "Tipo", en: "Kind" },
  status: { pt: "Status", en: "Status" },
  createdAt: { pt: "Recebido em", en: "Received at" },
  locale: { pt: "Idioma", en: "Language" },
  account: { pt: "Conta", en: "Account" },
  propertyCode: { pt: "Imóvel", en: "Listing" },
  name: { pt: "Nome", en: "Name" },
  fullName: { pt: "Nome completo", en: "Full name" },
  email: { pt: "E-mail", en: "E-mail" },
  phone: { pt: "Telefone", en: "Phone" },
  messagingContact: { pt: "Contato para mensagens", en: "Messaging contact" },
  partner: { pt: "Parceiro", en: "Partner" },
  isStudent: { pt: "É estudante", en: "Student" },
  foundVia: { pt: "Como nos conheceu", en: "Found us through" },
  moveDate: { pt: "Data de mudança", en: "Move-in date" },
  stayPeriodMonths: { pt: "Período de permanência (meses)", en: "Stay (months)" },
  roomNumber: { pt: "Quarto escolhido", en: "Room chosen" },
  warrantyType: { pt: "Garantia", en: "Guarantee" },
  proposalCents: { pt: "Proposta", en: "Proposal" },
  offerCents: { pt: "Oferta", en: "Offer" },
  visitDate: { pt: "Data da visita", en: "Visit date" },
  message: { pt: "Mensagem", en: "Message" },
  comments: { pt: "Comentários", en: "Comments" },
  contactMethod: { pt: "Forma de contato", en: "Contact by" },
  address: { pt: "Endereço", en: "Address" },
  number: { pt: "Número", en: "Number" },
  complement: { pt: "Complemento", en: "Complement" },
  neighbourhood: { pt: "Bairro", en: "Neighbourhood" },
  postalCode: { pt: "CEP", en: "Postal code" },
  billsWater: { pt: "Água incluída", en: "Water included" },
  billsElectricity: { pt: "Luz incluída", en: "Electricity included" },
  billsCleaning: { pt: "Limpeza incluída", en: "Cleaning included" },
  allowPets: { pt: "Aceita animais", en: "Pets allowed" },
  parking: { pt: "Vaga de garagem", en: "Parking" },
  contractPeriodMonths: { pt: "Período de contrato (meses)", en: "Contract (months)" },
  monthlyRentCents: { pt: "Aluguel mensal", en: "Monthly rent" },
  bedrooms: { pt: "Quartos", en: "Bedrooms" },
  bathrooms: { pt: "Banheiros", en: "Bathrooms" },
  coupon: { pt: "Cupom", en: "Coupon" },
  proposal: { pt: "Proposta", en: "Proposal" },
  service: { pt: "Serviço", en: "Service" },
  staffNotes: { pt: "Anotações da equipe", en: "Staff notes" },
};

export const LEAD_KIND_LABELS: Record<LeadKind, Record<Locale, string>> = {
  interest: { pt: "Interesse em imóvel", en: "Interest in a listing" },
  purchase: { pt: "Interesse em compra", en: "Enquiry to buy" },
  advertise: { pt: "Pedido para anunciar", en: "Request to advertise" },
  concierge: { pt: "Concierge", en: "Concierge" },
  service: { pt: "Pedido de serviço", en: "Service request" },
};

export const YES_NO: Record<Locale, [yes: string, no: string]> = { pt: ["Sim", "Não"], en: ["Yes", "No"] };

export const leadFieldLabel = (field: string, locale: Locale): string => LEAD_FIELD_LABELS[field]?.[locale] ?? field;
