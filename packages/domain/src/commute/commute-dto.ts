import { z } from "zod";

/**
 * What a commute rides, as a card names it: "by metro", "by metro and train"; none when it walks.
 * `shuttle` is a university's access connection (a campus bus from a station, access-connection.ts).
 */
export const COMMUTE_RIDE_KINDS = ["metro", "train", "bus", "shuttle"] as const;
export type CommuteRideKind = (typeof COMMUTE_RIDE_KINDS)[number];

/** GTFS route_type → what a passenger calls it (1 metro, 2 rail, 3 bus). */
export const rideKindOfRouteType = (routeType: number): CommuteRideKind =>
  routeType === 1 ? "metro" : routeType === 2 ? "train" : "bus";

/** The line a ride is on, as the transit feed names and colours it. */
export const CommuteLineSchema = z.object({
  id: z.string().meta({ description: "The feed's route id, e.g. `METRÔ L4`" }),
  shortName: z.string().meta({ description: "The line's short name, e.g. `METRÔ L4`" }),
  longName: z
    .string()
    .meta({ description: "The line's long name, usually its two ends, e.g. `SÃO PAULO - MORUMBI - LUZ`" }),
  color: z.string().meta({ description: "The line's colour, six hex digits without `#`, e.g. `FFFF00`" }),
  textColor: z.string().meta({ description: "A colour for text over the line's colour, six hex digits without `#`" }),
  kind: z.enum(COMMUTE_RIDE_KINDS).meta({ description: "Metro, train (CPTM) or bus, from the feed's route type" }),
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

/** The ride of a university's access connection: from a station to the campus stop (decision 032). */
export const CommuteShuttleLegSchema = z.object({
  kind: z.literal("shuttle"),
  line: z.string().meta({ description: "The line's name, e.g. `Circular 8012-10 (Butantã–USP)`" }),
  operator: z.string().meta({ description: "Who runs it, e.g. `SPTrans`" }),
  from: z.string().meta({ description: "The station boarded at, as the feed names it" }),
  rideMinutes: z.number().int().meta({ description: "Minutes on board to the campus stop, as staff keep them" }),
  waitMinutes: z.number().int().meta({ description: "Rounded minutes at the stop: half the line's headway" }),
});
export type CommuteShuttleLeg = z.infer<typeof CommuteShuttleLegSchema>;

export const CommuteLegSchema = z.discriminatedUnion("kind", [
  CommuteWalkLegSchema,
  CommuteRideLegSchema,
  CommuteShuttleLegSchema,
]);
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

/**
 * A commute in a line, for a search card ("22 min to FGV by metro"): present on each list item
 * when the search names a university, for that university.
 */
export const CommuteSummarySchema = z.object({
  university: z.string().meta({ description: "The university's slug: the one the search names" }),
  minutes: z.number().int().meta({ description: "About how many minutes door to campus, as `Commute.minutes`" }),
  rides: z.array(z.enum(COMMUTE_RIDE_KINDS)).meta({
    description: "The kinds of transport ridden, each once, in travel order; empty when the way is on foot",
  }),
});
export type CommuteSummary = z.infer<typeof CommuteSummarySchema>;

/** One university's commute on a listing's page. */
export const UniversityCommuteSchema = z.object({
  university: z.object({ slug: z.string(), shortName: z.string(), name: z.string() }),
  commute: CommuteSchema,
});
export type UniversityCommute = z.infer<typeof UniversityCommuteSchema>;

/** The farthest commute a search may ask for, and the choices the search screen offers. */
export const MAX_COMMUTE_FILTER_MINUTES = 120;
export const COMMUTE_FILTER_CHOICES = [15, 30, 45, 60] as const;

/** A metro or train line as the map draws it: its colours and the paths of its shapes. */
export const TransitLineSchema = z.object({
  id: z.string().meta({ description: "The feed's route id, as `CommuteLine.id`" }),
  shortName: z.string(),
  longName: z.string(),
  color: z.string().meta({ description: "Six hex digits without `#`" }),
  textColor: z.string().meta({ description: "Six hex digits without `#`" }),
  kind: z.enum(COMMUTE_RIDE_KINDS),
  paths: z
    .array(z.array(z.tuple([z.number(), z.number()])))
    .meta({ description: "Each a line of `[lat, lng]` points (five decimals), one per distinct shape of the line" }),
});
export type TransitLine = z.infer<typeof TransitLineSchema>;

/** `GET /v2/transit/lines`: the metro and train lines of the network commutes are estimated on. */
export const TransitLinesSchema = z.object({
  networkDate: z.string().meta({ description: "The year of the network, as commutes say it" }),
  lines: z.array(TransitLineSchema),
});
export type TransitLines = z.infer<typeof TransitLinesSchema>;
