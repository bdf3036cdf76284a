import { CustomerRefSchema } from "@campuslar/domain/property/property-dto";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiContext } from "../../api/api-context.ts";

const WithCustomers = z.object({
  items: z.array(z.object({ customer: CustomerRefSchema.nullable() })),
  featured: z.array(z.object({ customer: CustomerRefSchema.nullable() })).optional(),
});

export type Sponsor = z.infer<typeof CustomerRefSchema>;

const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });

/**
 * The sponsoring customers with listings on the site's first result page and its highlights
 * (each has its own listing page), by name. A failure of the API is logged and answered with
 * an empty list: the about page shows its other sections anyway.
 */
export async function loadSponsors(context: Readonly<RouterContextProvider>): Promise<Sponsor[]> {
  try {
    const response = await context.get(apiContext)("/v2/properties?pageSize=50");
    if (!response.ok) {
      console.warn(`GET /v2/properties answered ${response.status}`);
      return [];
    }
    const { items, featured = [] } = WithCustomers.parse(await response.json());
    const bySlug = new Map<string, Sponsor>();
    for (const { customer } of [...featured, ...items]) if (customer) bySlug.set(customer.slug, customer);
    return [...bySlug.values()].sort((a, b) => collator.compare(a.name, b.name));
  } catch (error) {
    console.error("Could not load the sponsors", error);
    return [];
  }
}
