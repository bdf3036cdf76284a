import { and, between, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { properties } from "../db/schema/catalogue.ts";

/** A seeded rental let whole (no room to choose) whose bounds take 12 months and R$ 2.500 a month. */
export async function wholeRentalCode(db: Db): Promise<string> {
  const [row] = await db
    .select({ code: properties.code })
    .from(properties)
    .where(
      and(
        eq(properties.status, "published"),
        eq(properties.purpose, "rent"),
        sql`${properties.capacity} - ${properties.occupants} <> 1`,
        between(properties.rentCents, 125_000, 500_000),
        lte(properties.minContractMonths, 12),
      ),
    )
    .limit(1);
  if (!row) throw new Error("the seed has no whole rental between R$ 1.250 and R$ 5.000");
  return row.code;
}

/** The interest form as a student fills it in for `propertyCode` (one of `wholeRentalCode`). */
export const interestBody = (propertyCode: string, overrides: Record<string, unknown> = {}) => ({
  propertyCode,
  name: "João Pereira",
  phone: "(11) 91234-5678",
  email: "Joao@Example.com",
  isStudent: true,
  foundVia: "instagram",
  moveDate: "2027-02-01",
  stayPeriodMonths: 12,
  warrantyType: "insurance",
  proposalValue: 2500,
  comments: "Posso visitar no sábado?",
  contactMethod: "whatsapp",
  ...overrides,
});
