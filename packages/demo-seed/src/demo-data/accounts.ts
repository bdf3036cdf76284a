import type { Role } from "@campuslar/domain/user/roles";
import { CUSTOMERS } from "./customers.ts";

/**
 * Demo accounts: owners of the seeded listings and one tenant. Their password hash is a
 * value no password can ever match (an argon2id hash starts with "$argon2id$"), so nobody
 * can sign in to a demo account: a public demo must not ship a known password.
 */
export const UNUSABLE_PASSWORD_HASH = "!seed-account-no-login";

export type SeedAccount = {
  /** Fixed, so a re-seed keeps the same ids and links to them stay valid. */
  id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  locale: "pt" | "en";
};

const operatorNames: Record<string, string> = {
  "casa-aurora": "Equipe Casa Aurora",
  "morada-campus": "Reservas Morada Campus",
  "ladrilho-estudios": "Atendimento Ladrilho",
};

/** Independent owners: the listings that no customer sponsors belong to them. */
export const INDEPENDENT_OWNERS: readonly SeedAccount[] = [
  {
    id: "5eed0000-0000-4000-8000-000000000001",
    name: "Marina Costa",
    email: "marina.costa@example.com",
    phone: "+5511998102231",
    role: "owner",
    locale: "pt",
  },
  {
    id: "5eed0000-0000-4000-8000-000000000002",
    name: "Rafael Oliveira",
    email: "rafael.oliveira@example.com",
    phone: "+5511984227310",
    role: "owner",
    locale: "pt",
  },
  {
    id: "5eed0000-0000-4000-8000-000000000003",
    name: "Helena Tanaka",
    email: "helena.tanaka@example.com",
    phone: "+5511976550148",
    role: "owner",
    locale: "pt",
  },
  {
    id: "5eed0000-0000-4000-8000-000000000004",
    name: "Paulo Mendes",
    email: "paulo.mendes@example.com",
    phone: "+5511991374589",
    role: "owner",
    locale: "en",
  },
];

export const OPERATOR_OWNERS: readonly SeedAccount[] = CUSTOMERS.map((customer, i) => ({
  id: `5eed0000-0000-4000-8000-0000000001${String(i).padStart(2, "0")}`,
  name: operatorNames[customer.slug] ?? customer.name,
  email: customer.ownerEmail,
  phone: `+55113${String(251 + i * 7).padStart(3, "0")}${String(4100 + i * 1111).slice(0, 4)}`,
  role: "owner",
  locale: "pt",
}));

export const DEMO_TENANT: SeedAccount = {
  id: "5eed0000-0000-4000-8000-000000000200",
  name: "Júlia Andrade",
  email: "julia.andrade@example.com",
  phone: "+5511987605521",
  role: "tenant",
  locale: "pt",
};

export const SEED_ACCOUNTS: readonly SeedAccount[] = [...INDEPENDENT_OWNERS, ...OPERATOR_OWNERS, DEMO_TENANT];
