import { UniversityListSchema } from "@campuslar/domain/university/university-dto";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../test/test-api.ts";

describe("GET /v2/properties/universities", () => {
  const t = useTestApi({ seeded: true });

  it("gives each university the total of its page (rent listings near it), not its sale listings", async () => {
    const { items } = UniversityListSchema.parse(await (await t.api.request("/v2/properties/universities")).json());
    expect(items.length).toBeGreaterThan(0);
    let withSales = 0;
    for (const university of items) {
      const total = async (purpose: "rent" | "sale") => {
        const res = await t.api.request(`/v2/properties?university=${university.slug}&purpose=${purpose}&pageSize=1`);
        expect(res.status).toBe(200);
        return ((await res.json()) as { total: number }).total;
      };
      expect(university.nearbyListings, university.slug).toBe(await total("rent"));
      if ((await total("sale")) > 0) withSales++;
    }
    // The demo catalogue has sale listings near universities: counting them would overstate.
    expect(withSales).toBeGreaterThan(0);
  });
});
