import type { CityNeighbourhood } from "@campuslar/api";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { ACCOMMODATION_TYPE_NAMES } from "@campuslar/domain/property/property-enums";
import type { SeedUniversity } from "./demo-data/universities.ts";
import type { Random } from "./prng.ts";

/** The type's name as the site spells it everywhere (the card and the page show it beside the title). */
const RESIDENCE_PT = ACCOMMODATION_TYPE_NAMES.residencia_estudantil.pt;

/**
 * Titles and descriptions of the demo listings in Portuguese and English, composed from
 * templates so that 320 listings do not read as one sentence with the numbers changed.
 * The two languages say the same thing; each reads as written by a native speaker.
 */

export type Bilingual = { pt: string; en: string };

export type NearbyText = { university: SeedUniversity; distanceM: number };

/** What the text needs to know about a listing. */
export type ListingFacts = {
  kind: "coliving-room" | "residence-room" | "residence-studio" | "apartment" | "apartment-room" | "sale";
  hood: CityNeighbourhood;
  /** The university the title names, and all nearby ones nearest first. */
  featured: NearbyText;
  nearby: readonly NearbyText[];
  bedrooms: number;
  /** A one-bedroom home small enough to be called a studio, in the title and the text alike. */
  studio: boolean;
  bathrooms: number;
  garageSpaces: number;
  areaM2: number;
  capacity: number;
  occupants: number;
  /** The room on offer: has its own bathroom, or is a bed in a shared bedroom. */
  privateBathroom: boolean;
  sharedBed: boolean;
  furnished: boolean;
  balcony: boolean;
  penthouse: boolean;
  highlights: readonly Bilingual[];
  bills: { water: boolean; electricity: boolean; internet: boolean; cleaning: boolean };
  condoFeeCents: number;
  iptuCents: number;
  acceptPets: boolean;
  gender: "any" | "male" | "female";
  minContractMonths: number;
  /** ISO date, or null for a sale. */
  availableFrom: string | null;
  today: string;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const distancePt = (m: number) =>
  m < 1000 ? `${Math.max(50, Math.round(m / 50) * 50)} m` : `${(m / 1000).toFixed(1).replace(".", ",")} km`;
const distanceEn = (m: number) =>
  m < 1000 ? `${Math.max(50, Math.round(m / 50) * 50)} m` : `${(m / 1000).toFixed(1)} km`;

const uniEn = (u: SeedUniversity) => u.labelEn ?? u.shortName;

export function listPt(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

export function listEn(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const MONTHS_PT = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];
const MONTHS_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "1º de março de 2026" / "1 March 2026". */
export function longDate(iso: string): Bilingual {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return {
    pt: `${d === 1 ? "1º" : d} de ${MONTHS_PT[m - 1]} de ${y}`,
    en: `${d} ${MONTHS_EN[m - 1]} ${y}`,
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function listingTitle(f: ListingFacts, rng: Random): Bilingual {
  const u = f.featured.university;
  const dPt = distancePt(f.featured.distanceM);
  const dEn = distanceEn(f.featured.distanceM);
  const at = `${f.hood.inPt} ${f.hood.name}`;
  const hood = f.hood.name;
  switch (f.kind) {
    case "coliving-room": {
      if (f.sharedBed) {
        return rng.pick([
          {
            pt: `Vaga em quarto compartilhado em coliving a ${dPt} ${u.ofPt}`,
            en: `Bed in a shared room in a coliving ${dEn} from ${uniEn(u)}`,
          },
          { pt: `Vaga em quarto duplo no coliving ${at}`, en: `Bed in a twin room at a ${hood} coliving` },
        ]);
      }
      const adj = f.privateBathroom
        ? { pt: "com banheiro privativo", en: "en-suite" }
        : f.balcony && rng.chance(0.5)
          ? { pt: "com varanda", en: "balcony" }
          : rng.pick([
              { pt: "mobiliado", en: "furnished" },
              { pt: "individual", en: "single" },
              { pt: "iluminado", en: "bright" },
            ]);
      return rng.pick([
        {
          pt: `Quarto ${adj.pt} em coliving a ${dPt} ${u.ofPt}`,
          en: `${capitalise(adj.en)} room in a coliving ${dEn} from ${uniEn(u)}`,
        },
        { pt: `Quarto ${adj.pt} em coliving ${at}`, en: `${capitalise(adj.en)} room in a ${hood} coliving` },
        {
          pt: `Coliving ${at}: quarto ${adj.pt} perto ${u.ofPt}`,
          en: `${hood} coliving: ${adj.en} room near ${uniEn(u)}`,
        },
      ]);
    }
    case "residence-room": {
      if (f.sharedBed) {
        return {
          pt: `Vaga em quarto duplo de ${RESIDENCE_PT} a ${dPt} ${u.ofPt}`,
          en: `Bed in a twin room of a student residence ${dEn} from ${uniEn(u)}`,
        };
      }
      return rng.pick([
        {
          pt: `Quarto em ${RESIDENCE_PT} a ${dPt} ${u.ofPt}`,
          en: `Room in a student residence ${dEn} from ${uniEn(u)}`,
        },
        f.privateBathroom
          ? {
              pt: `Suíte individual em ${RESIDENCE_PT} ${at}`,
              en: `Private en-suite room in a ${hood} student residence`,
            }
          : {
              pt: `Quarto individual em ${RESIDENCE_PT} ${at}`,
              en: `Single room in a ${hood} student residence`,
            },
        {
          pt: `${RESIDENCE_PT} perto ${u.ofPt}: quarto ${f.privateBathroom ? "com banheiro" : "mobiliado"}`,
          en: `Student residence near ${uniEn(u)}: ${f.privateBathroom ? "en-suite" : "furnished"} room`,
        },
      ]);
    }
    case "residence-studio":
      return rng.pick([
        {
          pt: `Studio em ${RESIDENCE_PT} a ${dPt} ${u.ofPt}`,
          en: `Studio in a student residence ${dEn} from ${uniEn(u)}`,
        },
        {
          pt: `Studio mobiliado em ${RESIDENCE_PT} ${at}`,
          en: `Furnished studio in a ${hood} student residence`,
        },
      ]);
    case "apartment-room":
      return rng.pick([
        {
          pt: `Quarto ${f.privateBathroom ? "com banheiro" : "mobiliado"} em apartamento compartilhado ${at}`,
          en: `${f.privateBathroom ? "En-suite" : "Furnished"} room in a shared apartment in ${hood}`,
        },
        {
          pt: `Quarto em apartamento dividido a ${dPt} ${u.ofPt}`,
          en: `Room in a shared apartment ${dEn} from ${uniEn(u)}`,
        },
      ]);
    case "apartment": {
      const furnishedPt = f.furnished ? " mobiliado" : "";
      const furnishedEn = f.furnished ? "furnished " : "";
      if (f.studio) {
        return rng.pick([
          {
            pt: `Studio${furnishedPt} ${at}, perto ${u.ofPt}`,
            en: capitalise(`${furnishedEn}studio in ${hood}, near ${uniEn(u)}`),
          },
          {
            pt: `Studio${furnishedPt} a ${dPt} ${u.ofPt}`,
            en: capitalise(`${furnishedEn}studio ${dEn} from ${uniEn(u)}`),
          },
        ]);
      }
      if (f.bedrooms === 1) {
        return rng.pick([
          {
            pt: `Apartamento${furnishedPt} de 1 quarto a ${dPt} ${u.ofPt}`,
            en: capitalise(`${furnishedEn}1-bedroom apartment ${dEn} from ${uniEn(u)}`),
          },
          {
            pt: `Apartamento${furnishedPt} de 1 quarto ${at}`,
            en: capitalise(`${furnishedEn}1-bedroom apartment in ${hood}`),
          },
        ]);
      }
      if (f.penthouse) {
        return { pt: `Cobertura de ${f.bedrooms} quartos ${at}`, en: `${f.bedrooms}-bedroom penthouse in ${hood}` };
      }
      return rng.pick([
        {
          pt: `Apartamento${furnishedPt} de ${f.bedrooms} quartos ${at}`,
          en: capitalise(`${furnishedEn}${f.bedrooms}-bedroom apartment in ${hood}`),
        },
        {
          pt: `Apartamento de ${f.bedrooms} quartos a ${dPt} ${u.ofPt}`,
          en: `${f.bedrooms}-bedroom apartment ${dEn} from ${uniEn(u)}`,
        },
        f.balcony
          ? {
              pt: `Apartamento de ${f.bedrooms} quartos com varanda ${at}`,
              en: `${f.bedrooms}-bedroom apartment with a balcony in ${hood}`,
            }
          : {
              pt: `${f.bedrooms} quartos ${at}, perto ${u.ofPt}`,
              en: `${f.bedrooms} bedrooms in ${hood}, near ${uniEn(u)}`,
            },
      ]);
    }
    case "sale": {
      if (f.studio)
        return { pt: `Studio à venda ${at}, perto ${u.ofPt}`, en: `Studio for sale in ${hood}, near ${uniEn(u)}` };
      if (f.bedrooms === 1) {
        return rng.pick([
          { pt: `Apartamento de 1 quarto à venda ${at}`, en: `1-bedroom apartment for sale in ${hood}` },
          {
            pt: `Apartamento de 1 quarto à venda a ${dPt} ${u.ofPt}`,
            en: `1-bedroom apartment for sale ${dEn} from ${uniEn(u)}`,
          },
        ]);
      }
      if (f.penthouse) {
        return {
          pt: `Cobertura de ${f.bedrooms} quartos à venda ${at}`,
          en: `${f.bedrooms}-bedroom penthouse for sale in ${hood}`,
        };
      }
      return rng.pick([
        {
          pt: `Apartamento de ${f.bedrooms} quartos à venda ${at}`,
          en: `${f.bedrooms}-bedroom apartment for sale in ${hood}`,
        },
        {
          pt: `À venda: apartamento de ${f.bedrooms} quartos a ${dPt} ${u.ofPt}`,
          en: `For sale: ${f.bedrooms}-bedroom apartment ${dEn} from ${uniEn(u)}`,
        },
      ]);
    }
  }
}

function opening(f: ListingFacts, rng: Random): Bilingual {
  const at = `${f.hood.inPt} ${f.hood.name}`;
  const hood = f.hood.name;
  switch (f.kind) {
    case "coliving-room": {
      const room = f.sharedBed
        ? { pt: "Vaga em quarto compartilhado", en: "A bed in a shared room" }
        : f.privateBathroom
          ? { pt: "Quarto com banheiro privativo", en: "An en-suite room" }
          : { pt: "Quarto individual", en: "A single room" };
      return rng.pick([
        {
          pt: `${room.pt} em coliving ${at}, numa casa de ${f.bedrooms} quartos que reúne estudantes e jovens profissionais.`,
          en: `${room.en} in a ${hood} coliving, a ${f.bedrooms}-bedroom home shared by students and young professionals.`,
        },
        {
          pt: `${room.pt}, mobiliado e pronto para morar, em um coliving ${at} com ${plural(f.capacity, "morador", "moradores")}.`,
          en: `${room.en}, furnished and ready to move in, in a ${hood} coliving for ${plural(f.capacity, "resident", "residents")}.`,
        },
      ]);
    }
    case "residence-room":
    case "residence-studio": {
      const what =
        f.kind === "residence-studio"
          ? { pt: "Studio individual", en: "A private studio" }
          : f.sharedBed
            ? { pt: "Vaga em quarto duplo", en: "A bed in a twin room" }
            : f.privateBathroom
              ? { pt: "Quarto com banheiro privativo", en: "An en-suite room" }
              : { pt: "Quarto individual", en: "A single room" };
      return {
        pt: `${what.pt} em ${RESIDENCE_PT} ${at}, com recepção, áreas de estudo e espaços de convivência.`,
        en: `${what.en} in a ${hood} student residence with a front desk, study areas and common spaces.`,
      };
    }
    case "apartment-room":
      return {
        pt: `Quarto ${f.privateBathroom ? "com banheiro privativo" : "mobiliado"} em apartamento de ${f.bedrooms} quartos ${at}, dividido com ${plural(f.occupants, "pessoa", "pessoas")}.`,
        en: `${f.privateBathroom ? "An en-suite" : "A furnished"} room in a ${f.bedrooms}-bedroom apartment in ${hood}, shared with ${plural(f.occupants, "other person", "other people")}.`,
      };
    case "apartment":
      if (f.studio) {
        return {
          pt: `Studio de ${f.areaM2} m² ${at}, com cozinha integrada e banheiro${f.garageSpaces ? `, e ${plural(f.garageSpaces, "vaga", "vagas")} de garagem` : ""}.`,
          en: `A ${f.areaM2} m² studio in ${hood} with an open-plan kitchen and a bathroom${f.garageSpaces ? `, plus ${plural(f.garageSpaces, "parking space", "parking spaces")}` : ""}.`,
        };
      }
      return rng.pick([
        {
          pt: `Apartamento de ${plural(f.bedrooms, "quarto", "quartos")} e ${plural(f.bathrooms, "banheiro", "banheiros")}, com ${f.areaM2} m², ${at}.`,
          en: `A ${f.bedrooms}-bedroom, ${f.bathrooms}-bathroom apartment of ${f.areaM2} m² in ${hood}.`,
        },
        {
          pt: `${f.areaM2} m² bem distribuídos ${at}: ${plural(f.bedrooms, "quarto", "quartos")}, ${plural(f.bathrooms, "banheiro", "banheiros")}${f.garageSpaces ? ` e ${plural(f.garageSpaces, "vaga", "vagas")} de garagem` : ""}.`,
          en: `${f.areaM2} m² of well-planned space in ${hood}: ${plural(f.bedrooms, "bedroom", "bedrooms")}, ${plural(f.bathrooms, "bathroom", "bathrooms")}${f.garageSpaces ? ` and ${plural(f.garageSpaces, "parking space", "parking spaces")}` : ""}.`,
        },
      ]);
    case "sale":
      return {
        pt: `${f.studio ? "Studio" : "Apartamento"} à venda ${at} com ${plural(f.bedrooms, "quarto", "quartos")}, ${plural(f.bathrooms, "banheiro", "banheiros")} e ${f.areaM2} m²${f.garageSpaces ? `, ${plural(f.garageSpaces, "vaga", "vagas")} de garagem` : ", sem vaga de garagem"}.`,
        en: `${f.studio ? "Studio" : "Apartment"} for sale in ${hood} with ${plural(f.bedrooms, "bedroom", "bedrooms")}, ${plural(f.bathrooms, "bathroom", "bathrooms")} and ${f.areaM2} m²${f.garageSpaces ? `, ${plural(f.garageSpaces, "parking space", "parking spaces")}` : ", no parking space"}.`,
      };
  }
}

function location(f: ListingFacts, rng: Random): Bilingual {
  const main = f.nearby[0] ?? f.featured;
  const u = main.university;
  const walk = Math.max(1, Math.round(main.distanceM / 80));
  let pt =
    main.distanceM <= 2000
      ? `Fica a ${walk} ${walk === 1 ? "minuto" : "minutos"} a pé ${u.ofPt}`
      : `Fica a ${distancePt(main.distanceM)} ${u.ofPt}`;
  let en =
    main.distanceM <= 2000
      ? `It is ${[8, 11, 18].includes(walk) ? "an" : "a"} ${walk}-minute walk from ${uniEn(u)}`
      : `It is ${distanceEn(main.distanceM)} from ${uniEn(u)}`;
  const others = f.nearby.slice(1, 3).map((n) => n.university);
  if (others.length > 0) {
    pt += ` e perto ${listPt(others.map((o) => o.ofPt))}`;
    en += ` and close to ${listEn(others.map(uniEn))}`;
  }
  const station = f.hood.stations.length > 0 ? rng.pick(f.hood.stations) : null;
  if (station) {
    pt += `; a estação ${station} está a poucos minutos.`;
    en += `; ${station} station is a few minutes away.`;
  } else {
    pt += ", com várias linhas de ônibus na região.";
    en += ", with several bus routes nearby.";
  }
  return { pt, en };
}

function features(f: ListingFacts): Bilingual | null {
  if (f.highlights.length === 0) return null;
  const where =
    f.kind === "coliving-room"
      ? { pt: "O coliving tem", en: "The coliving has" }
      : f.kind === "residence-room" || f.kind === "residence-studio"
        ? { pt: "A residência oferece", en: "The residence offers" }
        : { pt: "O prédio tem", en: "The building has" };
  return {
    pt: `${where.pt} ${listPt(f.highlights.map((h) => h.pt))}.`,
    en: `${where.en} ${listEn(f.highlights.map((h) => h.en))}.`,
  };
}

function costs(f: ListingFacts): Bilingual {
  const included: Bilingual[] = [];
  if (f.bills.water) included.push({ pt: "água", en: "water" });
  if (f.bills.electricity) included.push({ pt: "luz", en: "electricity" });
  if (f.bills.internet) included.push({ pt: "internet", en: "internet" });
  if (f.bills.cleaning) included.push({ pt: "limpeza das áreas comuns", en: "cleaning of the shared areas" });
  const parts: Bilingual[] = [];
  if (f.kind !== "sale") {
    if (included.length === 4) {
      parts.push({
        pt: "Água, luz, internet e limpeza incluídas no aluguel.",
        en: "Water, electricity, internet and cleaning are included in the rent.",
      });
    } else if (included.length > 0) {
      const pt = listPt(included.map((b) => b.pt));
      parts.push({
        pt: `${capitalise(pt)} ${included.length === 1 ? "incluída" : "incluídas"} no aluguel.`,
        en: `${capitalise(listEn(included.map((b) => b.en)))} ${included.length === 1 ? "is" : "are"} included in the rent.`,
      });
    } else {
      parts.push({ pt: "Contas de consumo à parte.", en: "Utility bills are paid separately." });
    }
  }
  if (f.condoFeeCents > 0) {
    const condo = formatBRL(centsToReais(f.condoFeeCents));
    const iptu = formatBRL(centsToReais(f.iptuCents));
    parts.push({
      pt: `Condomínio de ${condo} e IPTU de ${iptu} por mês.`,
      en: `Condo fee of ${condo} and property tax (IPTU) of ${iptu} a month.`,
    });
  }
  return { pt: parts.map((p) => p.pt).join(" "), en: parts.map((p) => p.en).join(" ") };
}

function rules(f: ListingFacts): Bilingual | null {
  const pt: string[] = [];
  const en: string[] = [];
  if (f.gender === "female") {
    pt.push("Vaga exclusiva para mulheres.");
    en.push("Women only.");
  } else if (f.gender === "male") {
    pt.push("Vaga exclusiva para homens.");
    en.push("Men only.");
  }
  if (f.acceptPets) {
    pt.push("Aceita animais de estimação.");
    en.push("Pets are welcome.");
  }
  return pt.length > 0 ? { pt: pt.join(" "), en: en.join(" ") } : null;
}

function terms(f: ListingFacts): Bilingual {
  if (f.kind === "sale" || f.availableFrom === null) {
    return { pt: "Documentação em dia, aceita financiamento.", en: "Paperwork in order; mortgage financing accepted." };
  }
  const when =
    f.availableFrom <= f.today
      ? { pt: "disponível para mudança imediata", en: "available to move in now" }
      : (() => {
          const d = longDate(f.availableFrom);
          return { pt: `disponível a partir de ${d.pt}`, en: `available from ${d.en}` };
        })();
  return {
    pt: `Contrato mínimo de ${f.minContractMonths} meses, ${when.pt}.`,
    en: `Minimum contract of ${f.minContractMonths} months, ${when.en}.`,
  };
}

export function listingDescription(f: ListingFacts, rng: Random): Bilingual {
  const sentences = [opening(f, rng), location(f, rng), features(f), costs(f), rules(f), terms(f)].filter(
    (s): s is Bilingual => s !== null && s.pt !== "",
  );
  return { pt: sentences.map((s) => s.pt).join(" "), en: sentences.map((s) => s.en).join(" ") };
}
