import { z } from "zod";

/** One university as `GET /v2/properties/universities` answers it. */
export const UniversitySchema = z.object({
  slug: z.string(),
  shortName: z.string(),
  names: z.object({ pt: z.string(), en: z.string() }),
  neighbourhood: z.string(),
  isPartner: z.boolean(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /**
   * Published rent listings within walking reach (domain NEARBY_UNIVERSITY_MAX_M): the total of
   * `GET /v2/properties?university=<slug>` (rent by default), which the university's page shows.
   */
  nearbyListings: z.number().int(),
});
export type University = z.infer<typeof UniversitySchema>;

export const UniversityListSchema = z.object({
  items: z.array(UniversitySchema),
  /** The date of the transit network commutes are computed on (`YYYY` or `YYYY-MM`), as pages say it. */
  commuteNetworkDate: z.string().meta({
    description: "The date of the transit network commutes to these universities are estimated on: `YYYY` or `YYYY-MM`",
  }),
});
export type UniversityList = z.infer<typeof UniversityListSchema>;
