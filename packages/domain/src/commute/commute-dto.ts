import { z } from "zod";

/** The line a ride is on, as the transit feed names and colours it. */
export const CommuteLineSchema = z.object({
  id: z.string().meta({ description: "The feed's route id, e.g. `METRÔ L4`" }),
  shortName: z.string().meta({ description: "The line's short name, e.g. `METRÔ L4`" }),
  longName: z
    .string()
    .meta({ description: "The line's long name, usually its two ends, e.g. `SÃO PAULO - MORUMBI - LUZ`" }),
  color: z.string().meta({ description: "The line's colour, six hex digits without `#`, e.g. `FFFF00`" }),
  textColor: z.string().meta({ description: "A colour for text over the line's colour, six hex digits without `#`" }),
});
export type CommuteLine = z.infer<typeof CommuteLineSchema>;

export const CommuteWalkLegSchema = z.object({
  kind: z.literal("walk"),
  minutes: z.number().int().meta({
    description:
      "Rounded. Between two rides, the change of lines: the walk plus a fixed penalty for stairs and corridors",
  }),
  metres: z.number().int().meta({ description: "Estimated distance on foot: the straight line times 1.3" }),
});
export type CommuteWalkLeg = z.infer<typeof CommuteWalkLegSchema>;

export const CommuteRideLegSchema = z.object({
  kind: z.literal("ride"),
  line: CommuteLineSchema,
  from: z.string().meta({ description: "The station boarded at, as the feed names it" }),
  to: z.string().meta({ description: "The station left at, as the feed names it" }),
  stops: z.number().int().meta({ description: "Stops ridden: 1 for the next station" }),
  rideMinutes: z.number().int().meta({ description: "Rounded minutes on board, from the feed's running times" }),
  waitMinutes: z.number().int().meta({ description: "Rounded minutes on the platform: half the line's headway" }),
});
export type CommuteRideLeg = z.infer<typeof CommuteRideLegSchema>;

export const CommuteLegSchema = z.discriminatedUnion("kind", [CommuteWalkLegSchema, CommuteRideLegSchema]);
export type CommuteLeg = z.infer<typeof CommuteLegSchema>;

export const COMMUTE_MODES = ["transit", "walk"] as const;
export type CommuteMode = (typeof COMMUTE_MODES)[number];

/** Door to campus on a weekday morning (07:00–08:00), on the transit network of COMMUTE_NETWORK_DATE. */
export const CommuteSchema = z.object({
  minutes: z.number().int().meta({
    description:
      "Rounded minutes door to door, by the mode given; rounded once, so it may differ by 1 from the legs' sum",
  }),
  walkOnlyMinutes: z.number().int().meta({ description: "Rounded minutes walking the whole way" }),
  mode: z.enum(COMMUTE_MODES).meta({
    description: "`transit` when riding is faster than walking the whole way; otherwise `walk`, with one walk leg",
  }),
  noStationNearby: z.boolean().meta({
    description:
      "True when no station is within walking reach (1.5 km) of the home or of the campus: transit was not possible",
  }),
  legs: z.array(CommuteLegSchema).meta({ description: "In travel order, from the home to the campus" }),
});
export type Commute = z.infer<typeof CommuteSchema>;
