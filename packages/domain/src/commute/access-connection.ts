import { z } from "zod";
import { distanceMeters, type LatLng } from "../geo/distance.ts";
import type { Locale } from "../i18n/locales.ts";
import { COMMUTE_MAX_STATION_WALK_M } from "./commute-rules.ts";

/*
 * A university's access connection (issue 34): a named shuttle or bus line from a metro or train
 * station to a campus that no station is within a walk of (USP's circulars from Butantã). Staff
 * keep them in the backoffice; the router may end a commute by riding one: half its headway on
 * the stop, its ride minutes, then the walk from its campus stop. Checked once here for the API
 * and the backoffice form; every issue message is an `AccessConnectionMessageKey`.
 */

export const ACCESS_CONNECTION_TEXT_MAX = 80;
export const ACCESS_CONNECTION_SOURCE_MAX = 500;
export const ACCESS_CONNECTION_RIDE_MINUTES = { min: 1, max: 90 } as const;
export const ACCESS_CONNECTION_HEADWAY_MINUTES = { min: 1, max: 120 } as const;
/** Greater São Paulo, generously: a stop outside it is a typing slip. */
export const ACCESS_CONNECTION_AREA = { south: -24.1, north: -23.2, west: -47.2, east: -46.2 } as const;

export const ACCESS_CONNECTION_MESSAGES = {
  "access.fromStation.required": {
    en: "please give the station the line leaves from, as the network names it",
    pt: "informe a estação de onde a linha sai, com o nome usado na rede",
  },
  "access.fromStation.unknown": {
    en: "no metro or train station of the network has this name",
    pt: "nenhuma estação de metrô ou trem da rede tem este nome",
  },
  "access.line.required": {
    en: "please give the line's name, e.g. Circular 8012-10 (Butantã–USP)",
    pt: "informe o nome da linha, por exemplo Circular 8012-10 (Butantã–USP)",
  },
  "access.operator.required": {
    en: "please give who runs the line, e.g. SPTrans",
    pt: "informe quem opera a linha, por exemplo SPTrans",
  },
  "access.text.tooLong": {
    en: `at most ${ACCESS_CONNECTION_TEXT_MAX} characters`,
    pt: `no máximo ${ACCESS_CONNECTION_TEXT_MAX} caracteres`,
  },
  "access.rideMinutes.invalid": {
    en: `the ride takes whole minutes, from ${ACCESS_CONNECTION_RIDE_MINUTES.min} to ${ACCESS_CONNECTION_RIDE_MINUTES.max}`,
    pt: `a viagem leva minutos inteiros, de ${ACCESS_CONNECTION_RIDE_MINUTES.min} a ${ACCESS_CONNECTION_RIDE_MINUTES.max}`,
  },
  "access.headwayMinutes.invalid": {
    en: `a vehicle comes every so many whole minutes, from ${ACCESS_CONNECTION_HEADWAY_MINUTES.min} to ${ACCESS_CONNECTION_HEADWAY_MINUTES.max}`,
    pt: `o intervalo entre veículos é de minutos inteiros, de ${ACCESS_CONNECTION_HEADWAY_MINUTES.min} a ${ACCESS_CONNECTION_HEADWAY_MINUTES.max}`,
  },
  "access.stop.invalid": {
    en: "give the campus stop as a latitude and longitude in São Paulo, e.g. -23.5614",
    pt: "informe o ponto no campus como latitude e longitude em São Paulo, por exemplo -23.5614",
  },
  "access.stop.tooFar": {
    en: "the campus stop must be within 1.5 km of the campus",
    pt: "o ponto no campus deve estar a até 1,5 km do campus",
  },
  "access.source.required": {
    en: "please cite where the line, its minutes and headway come from",
    pt: "cite de onde vêm a linha, seus minutos e o intervalo",
  },
  "access.source.tooLong": {
    en: `at most ${ACCESS_CONNECTION_SOURCE_MAX} characters`,
    pt: `no máximo ${ACCESS_CONNECTION_SOURCE_MAX} caracteres`,
  },
  "access.university.unknown": { en: "no university has this name", pt: "nenhuma faculdade tem este nome" },
  "access.notFound": { en: "no access connection has this id", pt: "nenhuma conexão de acesso tem este número" },
  "access.feedLoading": {
    en: "A newer transit network is being loaded: save this connection again once it is done",
    pt: "Uma rede de transporte mais nova está sendo carregada: salve esta conexão de novo quando terminar",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type AccessConnectionMessageKey = keyof typeof ACCESS_CONNECTION_MESSAGES;

export const isAccessConnectionMessageKey = (key: string): key is AccessConnectionMessageKey =>
  Object.hasOwn(ACCESS_CONNECTION_MESSAGES, key);

/** The text of a key in a language; anything else comes back unchanged. */
export const accessConnectionMessage = (key: string, locale: Locale): string =>
  isAccessConnectionMessageKey(key) ? ACCESS_CONNECTION_MESSAGES[key][locale] : key;

type Key = AccessConnectionMessageKey;

const blankToUndefined = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

/** A number from JSON or a form's text ("12", "-23,5614" with a Portuguese comma). */
const toNumber = (value: unknown): unknown => {
  const blank = blankToUndefined(value);
  if (typeof blank !== "string") return blank;
  const number = Number(blank.replace(",", "."));
  return Number.isFinite(number) ? number : blank;
};

const text = (required: Key, max: number, tooLong: Key) =>
  z.preprocess(blankToUndefined, z.string({ error: required }).max(max, tooLong));

const wholeMinutes = (range: { min: number; max: number }, key: Key) =>
  z.preprocess(toNumber, z.number({ error: key }).int(key).min(range.min, key).max(range.max, key));

const coordinate = (min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: "access.stop.invalid" satisfies Key })
      .min(min, "access.stop.invalid")
      .max(max, "access.stop.invalid"),
  );

/** What staff send to add or change a connection (the university is in the path). */
export const AccessConnectionInputSchema = z.object({
  fromStation: text("access.fromStation.required", ACCESS_CONNECTION_TEXT_MAX, "access.text.tooLong"),
  line: text("access.line.required", ACCESS_CONNECTION_TEXT_MAX, "access.text.tooLong"),
  operator: text("access.operator.required", ACCESS_CONNECTION_TEXT_MAX, "access.text.tooLong"),
  rideMinutes: wholeMinutes(ACCESS_CONNECTION_RIDE_MINUTES, "access.rideMinutes.invalid"),
  headwayMinutes: wholeMinutes(ACCESS_CONNECTION_HEADWAY_MINUTES, "access.headwayMinutes.invalid"),
  stopLat: coordinate(ACCESS_CONNECTION_AREA.south, ACCESS_CONNECTION_AREA.north),
  stopLng: coordinate(ACCESS_CONNECTION_AREA.west, ACCESS_CONNECTION_AREA.east),
  source: text("access.source.required", ACCESS_CONNECTION_SOURCE_MAX, "access.source.tooLong"),
});
export type AccessConnectionInput = z.infer<typeof AccessConnectionInputSchema>;

/** A connection as the backoffice lists it. */
export const AccessConnectionSchema = z.object({
  id: z.number().int(),
  university: z.string().meta({ description: "The university's slug" }),
  fromStation: z.string().meta({ description: "The station boarded at, as the transit feed names it, e.g. `Butantã`" }),
  line: z.string().meta({ description: "The line's name, e.g. `Circular 8012-10 (Butantã–USP)`" }),
  operator: z.string().meta({ description: "Who runs it, e.g. `SPTrans`" }),
  rideMinutes: z.number().int().meta({ description: "Minutes on board from the station to the campus stop" }),
  headwayMinutes: z.number().int().meta({ description: "Minutes between vehicles on a weekday morning" }),
  stopLat: z.number(),
  stopLng: z.number(),
  source: z.string().meta({ description: "Where the line and its figures come from" }),
});
export type AccessConnection = z.infer<typeof AccessConnectionSchema>;

export const AccessConnectionListSchema = z.object({
  university: z.object({ slug: z.string(), shortName: z.string(), lat: z.number(), lng: z.number() }),
  items: z.array(AccessConnectionSchema),
});
export type AccessConnectionList = z.infer<typeof AccessConnectionListSchema>;

/**
 * The rules that need the campus: its stop must be within a station walk of it (past that, the
 * line does not reach the campus). Field → message key; empty when all is well.
 */
export function accessConnectionPlaceIssues(campus: LatLng, input: AccessConnectionInput): Record<string, Key> {
  const metres = distanceMeters(campus, { lat: input.stopLat, lng: input.stopLng });
  return metres > COMMUTE_MAX_STATION_WALK_M ? { stopLat: "access.stop.tooFar" } : {};
}

/**
 * Seconds from boarding at the station to the campus stop, as the router counts them: half the
 * headway on the stop (arriving at random, the mean wait), then the ride.
 */
export const accessConnectionSeconds = (connection: { rideMinutes: number; headwayMinutes: number }): number =>
  (connection.headwayMinutes * 60) / 2 + connection.rideMinutes * 60;
