import { COMMUTE_NETWORK_DATE } from "@campuslar/domain/commute/commute-rules";
import { catalogueCache, catalogueJson } from "../../lib/catalogue-cache.ts";
import { createRouter } from "../../lib/create-router.ts";
import { currentNetworkFacts } from "../../services/commute/transit-store.ts";
import { getUniversities } from "../../services/university-service.ts";
import { listUniversitiesRoute } from "./universities.routes.ts";

const networkFacts = catalogueCache<Awaited<ReturnType<typeof currentNetworkFacts>>>(1);

export const universitiesRouter = createRouter().openapi(listUniversitiesRoute, async (c) => {
  const db = c.var.deps.db;
  // The network's date follows the feed staff loaded last (decision 033); the shipped one's until then.
  const [items, network] = await Promise.all([
    getUniversities(db),
    networkFacts(db, "current", () => currentNetworkFacts(db)),
  ]);
  return catalogueJson(c, { items, commuteNetworkDate: network?.networkDate ?? COMMUTE_NETWORK_DATE });
});
