import { type LeaseTerms, leaseTermsFrom } from "./lease-terms.ts";

/**
 * The lease the tests of the law and of the PDF read: Ana Müller rents Rita Souza's whole home on
 * Rua Augusta from 1 February 2027 at R$ 2.500,00 with an escrow deposit, two people, water in the
 * rent. `months` sets the term, as the deposit's cap depends on it.
 */
export const SAMPLE_RENT_CENTS = 250_000;

export const sampleLeaseTerms = (months = 12): LeaseTerms =>
  leaseTermsFrom({
    rentalCode: "AL7K3Q",
    version: 1,
    issuedOn: "2027-01-10",
    student: { name: "Ana Müller" },
    owner: { name: "Rita Souza" },
    terms: {
      moveIn: "2027-02-01",
      months,
      monthlyRentCents: SAMPLE_RENT_CENTS,
      guarantee: "escrow_deposit",
      occupants: 2,
      roomNumber: null,
    },
    listing: {
      code: "SP10001",
      address: {
        street: "Rua Augusta",
        number: "100",
        complement: "",
        neighbourhood: "Consolação",
        city: "São Paulo",
        state: "SP",
        postalCode: "01305-000",
      },
      billsIncluded: ["water"],
      smokingAllowed: false,
      maxOccupants: 3,
    },
  });
