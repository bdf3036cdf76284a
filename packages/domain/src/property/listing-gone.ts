import { z } from "zod";
import { ApiErrorBodySchema } from "../errors/api-error.ts";
import { ACCOMMODATION_TYPES, PURPOSES } from "./property-enums.ts";

/**
 * Issue 34.15: a listing that was published and then removed (archived) answers 410, with where
 * it was and what it was, so the page can offer similar homes nearby; a code never published is a
 * plain 404.
 */
export const ListingGoneBodySchema = ApiErrorBodySchema.extend({
  removed: z
    .object({
      purpose: z.enum(PURPOSES),
      type: z.enum(ACCOMMODATION_TYPES),
      neighbourhood: z.string(),
    })
    .meta({ description: "What the removed listing was and where, to look for similar homes." }),
});
export type ListingGoneBody = z.infer<typeof ListingGoneBodySchema>;
