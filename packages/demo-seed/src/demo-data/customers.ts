import type { AccommodationType } from "@campuslar/domain/property/property-enums";

/**
 * Sponsoring customers of the demo: invented operators, one per kind of accommodation, so
 * the partner page of each shows a coherent portfolio.
 */
export type SeedCustomer = {
  slug: string;
  name: string;
  descriptionPt: string;
  descriptionEn: string;
  /** The kind of home the operator runs: its sponsored listings are all of this type. */
  type: AccommodationType;
  /** The account that owns the operator's listings (see accounts.ts). */
  ownerEmail: string;
};

export const CUSTOMERS: readonly SeedCustomer[] = [
  {
    slug: "casa-aurora",
    name: "Casa Aurora Coliving",
    descriptionPt:
      "Casas de coliving mobiliadas perto das universidades de São Paulo, com contas, internet e limpeza incluídas e uma comunidade de estudantes de vários países.",
    descriptionEn:
      "Furnished coliving houses near São Paulo's universities, with bills, internet and cleaning included and a community of students from many countries.",
    type: "coliving",
    ownerEmail: "equipe@casa-aurora.example.com",
  },
  {
    slug: "morada-campus",
    name: "Morada Campus Residências",
    descriptionPt:
      "Residências estudantis com recepção 24 horas, salas de estudo, lavanderia e academia, a poucos minutos a pé do campus.",
    descriptionEn:
      "Student residences with a 24-hour front desk, study rooms, laundry and gym, a few minutes' walk from campus.",
    type: "residencia_estudantil",
    ownerEmail: "reservas@morada-campus.example.com",
  },
  {
    slug: "ladrilho-estudios",
    name: "Ladrilho Estúdios",
    descriptionPt:
      "Estúdios e apartamentos mobiliados para estudantes e jovens profissionais, prontos para morar, com contrato a partir de 6 meses.",
    descriptionEn:
      "Furnished studios and apartments for students and young professionals, ready to move in, with contracts from 6 months.",
    type: "apartamento",
    ownerEmail: "contato@ladrilho.example.com",
  },
];
