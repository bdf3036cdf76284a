import type { Locale } from "../i18n/locales.ts";
import type { WarrantyType } from "../lead/lead-enums.ts";
import { centsToReais, formatBRL } from "../money/money.ts";
import type { Bill } from "../property/all-in-cost.ts";
import { DEPOSIT_CAP_MONTHS_OF_RENT, type LeaseAddress, type LeaseTerms } from "./lease-terms.ts";

/*
 * The words of the lease (issue 35, point 5): each clause in Portuguese, the binding text, and
 * its English translation, made from `LeaseTerms`. The web page and the PDF both draw these, so
 * what a person reads on the site is what they sign.
 */

export type LeaseText = { title: string; body: string };
export type LeaseClause = { id: string } & Record<Locale, LeaseText>;

export const NOT_LEGAL_ADVICE: Record<Locale, string> = {
  pt: "Este contrato é um modelo gerado a partir dos termos combinados e não é aconselhamento jurídico. Em caso de dúvida, consulte um advogado.",
  en: "This lease is a template made from the agreed terms and is not legal advice. If in doubt, consult a lawyer.",
};

export const BINDING_TEXT: Record<Locale, string> = {
  pt: "O texto em português é o que vale; a tradução em inglês serve apenas para compreensão.",
  en: "The Portuguese text is the binding one; the English translation is for understanding only.",
};

const MONTHS = {
  pt: ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};

/** A calendar date as each language writes it: "01/02/2027", "1 Feb 2027". */
export function leaseDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split("-");
  if (locale === "pt") return `${day}/${month}/${year}`;
  return `${Number(day)} ${MONTHS.en[Number(month) - 1]} ${year}`;
}

/** The day before `moveOut`: the stay's last day, as a lease states its end. */
export function lastDayOf(moveOut: string): string {
  const day = new Date(`${moveOut}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

const GUARANTEE: Record<Locale, Record<WarrantyType, string>> = {
  pt: { guarantor: "fiança (fiador)", insurance: "seguro de fiança locatícia", escrow_deposit: "caução em dinheiro" },
  en: {
    guarantor: "a guarantor (fiança)",
    insurance: "rent guarantee insurance",
    escrow_deposit: "a cash deposit (caução)",
  },
};

const BILL: Record<Locale, Record<Bill, string>> = {
  pt: { water: "água", electricity: "luz", gas: "gás", internet: "internet", cleaning: "limpeza" },
  en: { water: "water", electricity: "electricity", gas: "gas", internet: "internet", cleaning: "cleaning" },
};

export const guaranteeName = (g: WarrantyType, locale: Locale): string => GUARANTEE[locale][g];

export function addressLine(a: LeaseAddress): string {
  const street = [a.street, a.number].filter(Boolean).join(", ");
  const place = [street, a.complement, a.neighbourhood, `${a.city}/${a.state}`].filter(Boolean).join(" - ");
  return a.postalCode ? `${place}, CEP ${a.postalCode}` : place;
}

const money = (cents: number) => formatBRL(centsToReais(cents));
const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;

function place(t: LeaseTerms, locale: Locale): string {
  if (t.roomNumber === null) return locale === "pt" ? "o imóvel inteiro" : "the whole home";
  return locale === "pt" ? `o quarto ${t.roomNumber} do imóvel` : `room ${t.roomNumber} of the home`;
}

function bills(t: LeaseTerms, locale: Locale): string {
  const names = t.billsIncluded.map((b) => BILL[locale][b]);
  if (locale === "pt") {
    return names.length
      ? `O aluguel inclui: ${list(names, "e")}. As demais contas são pagas pelo LOCATÁRIO.`
      : "O aluguel não inclui contas de consumo; elas são pagas pelo LOCATÁRIO.";
  }
  return names.length
    ? `The rent includes: ${list(names, "and")}. Other bills are paid by the TENANT.`
    : "The rent includes no bills; the TENANT pays them.";
}

function guarantee(t: LeaseTerms, locale: Locale): string {
  const g = t.guarantees[0];
  if (!g) return locale === "pt" ? "A locação não tem garantia." : "The lease has no guarantee.";
  const name = guaranteeName(g, locale);
  if (g !== "escrow_deposit") {
    return locale === "pt"
      ? `A garantia desta locação é uma só: ${name} (Lei 8.245/1991, art. 37).`
      : `This lease has one guarantee: ${name} (Lei 8.245/1991, art. 37).`;
  }
  const deposit = money(t.depositCents);
  return locale === "pt"
    ? `A garantia desta locação é uma só: ${name} de ${deposit}, 25% do aluguel do contrato limitado a ${DEPOSIT_CAP_MONTHS_OF_RENT} meses de aluguel (Lei 8.245/1991, art. 38, § 2º), depositada em caderneta de poupança e devolvida ao LOCATÁRIO com seus rendimentos ao fim da locação.`
    : `This lease has one guarantee: ${name} of ${deposit}, 25% of the contract's rent capped at ${DEPOSIT_CAP_MONTHS_OF_RENT} months' rent (Lei 8.245/1991, art. 38, § 2), kept in a savings account and returned to the TENANT with its interest at the end of the lease.`;
}

function fine(t: LeaseTerms, locale: Locale): string {
  if (t.exitFine.kind === "fixed") {
    const sum = money(t.exitFine.cents);
    return locale === "pt" ? `Multa fixa de ${sum}.` : `A fixed fine of ${sum}.`;
  }
  const base = money(t.exitFine.baseCents);
  return locale === "pt"
    ? `Se o LOCATÁRIO devolver o imóvel antes do fim do prazo, pagará multa de ${base} (três aluguéis) proporcional aos meses que faltarem: ${base} × meses restantes ÷ ${t.months} (Lei 8.245/1991, art. 4º). O LOCADOR não pode reaver o imóvel durante o prazo.`
    : `If the TENANT leaves before the end of the term, they pay a fine of ${base} (three months' rent) in proportion to the months left: ${base} × months left ÷ ${t.months} (Lei 8.245/1991, art. 4). The OWNER may not take the home back during the term.`;
}

function rules(t: LeaseTerms, locale: Locale): string {
  const { smokingAllowed, maxOccupants } = t.houseRules;
  const people = Math.min(t.occupants, maxOccupants ?? t.occupants);
  if (locale === "pt") {
    return [
      `Moram no imóvel até ${people} pessoa(s).`,
      smokingAllowed ? "É permitido fumar." : "É proibido fumar no imóvel.",
      "Sublocar ou ceder o imóvel depende de consentimento prévio e escrito do LOCADOR (art. 13).",
      "O LOCATÁRIO devolve o imóvel no estado em que o recebeu, salvo o desgaste do uso normal (art. 23, III).",
    ].join(" ");
  }
  return [
    `Up to ${people} person(s) live in the home.`,
    smokingAllowed ? "Smoking is allowed." : "No smoking in the home.",
    "Subletting or lending the home needs the OWNER's prior written consent (art. 13).",
    "The TENANT returns the home as received, apart from normal wear (art. 23, III).",
  ].join(" ");
}

/** The clauses of the lease, in order, each in both languages. */
export function leaseClauses(t: LeaseTerms): LeaseClause[] {
  const start = { pt: leaseDate(t.moveIn, "pt"), en: leaseDate(t.moveIn, "en") };
  const end = { pt: leaseDate(lastDayOf(t.moveOut), "pt"), en: leaseDate(lastDayOf(t.moveOut), "en") };
  const rent = money(t.monthlyRentCents);
  const address = addressLine(t.address);
  return [
    {
      id: "parties",
      pt: {
        title: "1. Partes",
        body: `LOCADOR: ${t.owner.name}. LOCATÁRIO: ${t.student.name}. Intermediação: CampusLar, aluguel ${t.rentalCode}.`,
      },
      en: {
        title: "1. Parties",
        body: `OWNER (locador): ${t.owner.name}. TENANT (locatário): ${t.student.name}. Through CampusLar, rental ${t.rentalCode}.`,
      },
    },
    {
      id: "home",
      pt: {
        title: "2. Imóvel",
        body: `Objeto da locação residencial: ${place(t, "pt")} em ${address} (anúncio ${t.listingCode}).`,
      },
      en: {
        title: "2. Home",
        body: `Residential lease of ${place(t, "en")} at ${address} (listing ${t.listingCode}).`,
      },
    },
    {
      id: "term",
      pt: {
        title: "3. Prazo",
        body: `${t.months} meses, de ${start.pt} a ${end.pt}. O LOCATÁRIO recebe as chaves em ${start.pt}.`,
      },
      en: {
        title: "3. Term",
        body: `${t.months} months, from ${start.en} to ${end.en}. The TENANT gets the keys on ${start.en}.`,
      },
    },
    {
      id: "rent",
      pt: {
        title: "4. Aluguel",
        body: `Aluguel mensal de ${rent}. O aluguel de cada mês vence no dia ${t.rentDueDay} do mês seguinte; nenhum aluguel é cobrado antecipadamente (Lei 8.245/1991, art. 20).`,
      },
      en: {
        title: "4. Rent",
        body: `Monthly rent of ${rent}. Each month's rent is due on day ${t.rentDueDay} of the following month; no rent is charged in advance (Lei 8.245/1991, art. 20).`,
      },
    },
    { id: "bills", pt: { title: "5. Contas", body: bills(t, "pt") }, en: { title: "5. Bills", body: bills(t, "en") } },
    {
      id: "guarantee",
      pt: { title: "6. Garantia", body: guarantee(t, "pt") },
      en: { title: "6. Guarantee", body: guarantee(t, "en") },
    },
    {
      id: "exit",
      pt: { title: "7. Saída antecipada", body: fine(t, "pt") },
      en: { title: "7. Leaving early", body: fine(t, "en") },
    },
    {
      id: "rules",
      pt: { title: "8. Regras da casa", body: rules(t, "pt") },
      en: { title: "8. House rules", body: rules(t, "en") },
    },
    {
      id: "signatures",
      pt: {
        title: "9. Assinatura eletrônica",
        body: `As partes assinam eletronicamente, com nome digitado e código enviado ao e-mail de cada uma (assinatura eletrônica simples, Lei 14.063/2020, art. 4º, I), e aceitam essa forma como válida. ${BINDING_TEXT.pt}`,
      },
      en: {
        title: "9. Electronic signature",
        body: `The parties sign electronically, with a typed name and a code sent to each one's e-mail (a simple electronic signature, Lei 14.063/2020, art. 4, I), and accept this form as valid. ${BINDING_TEXT.en}`,
      },
    },
  ];
}
