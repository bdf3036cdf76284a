import { describe, expect, it } from "vitest";
import { allInMonthly, allInMonthlyCents, BILLS, type BillsInCents } from "./all-in-cost.ts";

const bills = (over: Partial<BillsInCents> = {}): BillsInCents => ({
  ...(Object.fromEntries(BILLS.map((bill) => [bill, { included: true, estimateCents: 0 }])) as BillsInCents),
  ...over,
});

describe("the all-in monthly cost", () => {
  it("is the rent when every bill is included and there are no fees", () => {
    expect(allInMonthlyCents({ rentCents: 250_000, condoFeeCents: 0, iptuCents: 0, bills: bills() })).toBe(250_000);
  });

  it("adds condomínio, IPTU and the estimate of every bill not included, and nothing for an included one", () => {
    const cost = allInMonthlyCents({
      rentCents: 300_000,
      condoFeeCents: 85_000,
      iptuCents: 12_000,
      bills: bills({
        water: { included: false, estimateCents: 9_000 },
        electricity: { included: false, estimateCents: 18_000 },
        // An estimate left on an included bill is not paid twice.
        internet: { included: true, estimateCents: 11_500 },
      }),
    });
    expect(cost).toBe(300_000 + 85_000 + 12_000 + 9_000 + 18_000);
  });

  it("has none without a rent: a total without its main part would say nothing true", () => {
    expect(allInMonthlyCents({ rentCents: null, condoFeeCents: 50_000, iptuCents: 0, bills: bills() })).toBeNull();
  });

  it("sums reais in centavos, so pages show exact figures", () => {
    const reais = allInMonthly({
      rentAmount: 1999.9,
      condoFee: 0.1,
      iptu: 0.2,
      bills: {
        water: { included: false, estimate: 0.1 },
        electricity: { included: true, estimate: 0 },
        gas: { included: false, estimate: 45.35 },
        internet: { included: true, estimate: 0 },
        cleaning: { included: true, estimate: 0 },
      },
    });
    expect(reais).toBe(2045.65);
  });
});
