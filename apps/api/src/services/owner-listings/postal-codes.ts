import { normalizeCep } from "@campuslar/domain/address/cep";
import { DEFAULT_LISTING_CITY, DEFAULT_LISTING_STATE } from "@campuslar/domain/listing/listing-form";
import type { PostalCodeLookup } from "@campuslar/domain/listing/owner-listing-dto";
import { NEIGHBOURHOODS } from "../../db/reference/neighbourhoods.ts";

/** First five CEP digits → neighbourhood, from the CEP blocks the seed knows for each. */
const hoodByBlock = new Map<string, string>(
  NEIGHBOURHOODS.flatMap((hood) => hood.cepBlocks.map((block) => [block, hood.name] as const)),
);
// Avenida Paulista's blocks, the best-known addresses of the area, which the seed never uses.
hoodByBlock.set("01310", "Bela Vista");
hoodByBlock.set("01311", "Bela Vista");

/** CEPs of a single street that owners near the universities often type. */
const STREET_BY_CEP: Record<string, string> = {
  "01310-100": "Avenida Paulista",
  "01311-000": "Avenida Paulista",
};

/**
 * The address a CEP stands for, as far as we know it: the neighbourhood of its five-digit
 * block in São Paulo. Undefined for a malformed CEP or one outside the blocks we know; the
 * owner then types the address by hand.
 */
export function lookupPostalCode(raw: string): PostalCodeLookup | undefined {
  const cep = normalizeCep(raw);
  if (!cep) return undefined;
  const neighbourhood = hoodByBlock.get(cep.slice(0, 5));
  if (!neighbourhood) return undefined;
  const street = STREET_BY_CEP[cep];
  return {
    postalCode: cep,
    ...(street ? { street } : {}),
    neighbourhood,
    city: DEFAULT_LISTING_CITY,
    state: DEFAULT_LISTING_STATE,
  };
}
