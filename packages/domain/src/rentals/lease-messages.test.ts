import { expect, it } from "vitest";
import { lastDayOf, leaseClauses, leaseDate } from "./lease-messages.ts";
import { leaseTermsFrom } from "./lease-terms.ts";

const terms = leaseTermsFrom({
  rentalCode: "AL7K3Q",
  version: 1,
  issuedOn: "2027-01-10",
  student: { name: "Ana Müller" },
  owner: { name: "Rita Souza" },
  terms: {
    moveIn: "2027-02-01",
    months: 12,
    monthlyRentCents: 250_000,
    guarantee: "escrow_deposit",
    occupants: 2,
    roomNumber: 2,
  },
  listing: {
    code: "SP10001",
    address: {
      street: "Rua Augusta",
      number: "100",
      complement: "ap. 3",
      neighbourhood: "Consolação",
      city: "São Paulo",
      state: "SP",
      postalCode: "01305-000",
    },
    billsIncluded: ["water", "internet"],
    smokingAllowed: false,
    maxOccupants: 3,
  },
});

it("writes dates as each language does, and the stay's last day before the move-out day", () => {
  expect(leaseDate("2027-02-01", "pt")).toBe("01/02/2027");
  expect(leaseDate("2027-02-01", "en")).toBe("1 Feb 2027");
  expect(lastDayOf("2028-02-01")).toBe("2028-01-31");
  expect(lastDayOf("2028-03-01")).toBe("2028-02-29");
});

it("states the agreed terms in both languages, clause by clause", () => {
  const text = (locale: "pt" | "en") =>
    leaseClauses(terms)
      .map((c) => `${c[locale].title} ${c[locale].body}`)
      .join("\n");
  expect(text("pt")).toContain("LOCADOR: Rita Souza. LOCATÁRIO: Ana Müller.");
  expect(text("pt")).toContain(
    "o quarto 2 do imóvel em Rua Augusta, 100 - ap. 3 - Consolação - São Paulo/SP, CEP 01305-000",
  );
  expect(text("pt")).toContain("12 meses, de 01/02/2027 a 31/01/2028");
  expect(text("en")).toContain("12 months, from 1 Feb 2027 to 31 Jan 2028");
  expect(text("pt")).toContain("Aluguel mensal de R$ 2.500,00");
  expect(text("pt")).toContain("O aluguel inclui: água e internet.");
  expect(text("en")).toContain("caução) of R$ 7.500,00");
  expect(text("pt")).toContain("R$ 7.500,00 × meses restantes ÷ 12");
  expect(text("en")).toContain("No smoking in the home.");
  expect(leaseClauses(terms).map((c) => c.id)).toEqual([
    "parties",
    "home",
    "term",
    "rent",
    "bills",
    "guarantee",
    "exit",
    "rules",
    "signatures",
  ]);
});
