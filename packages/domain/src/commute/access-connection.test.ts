import { describe, expect, it } from "vitest";
import { localizeFieldErrors } from "../i18n/field-errors.ts";
import {
  ACCESS_CONNECTION_MESSAGES,
  AccessConnectionInputSchema,
  accessConnectionMessage,
  accessConnectionPlaceIssues,
  accessConnectionSeconds,
} from "./access-connection.ts";

const circular = {
  fromStation: "Butantã",
  line: "Circular 8012-10 (Butantã–USP)",
  operator: "SPTrans",
  rideMinutes: 12,
  headwayMinutes: 8,
  stopLat: -23.5614,
  stopLng: -46.7307,
  source: "SPTrans; USP Prefeitura do Campus",
};
const USP = { lat: -23.5614, lng: -46.7307 };

/** The fields refused and their messages, in a language. */
const refused = (input: unknown, locale: "pt" | "en" = "en") => {
  const result = AccessConnectionInputSchema.safeParse(input);
  if (result.success) return {};
  return localizeFieldErrors(result.error.issues, (key) => accessConnectionMessage(key, locale));
};

describe("an access connection as staff enter it", () => {
  it("takes a form's text: trimmed names, numbers with a Portuguese comma", () => {
    const parsed = AccessConnectionInputSchema.parse({
      ...circular,
      line: "  Circular 8012-10 (Butantã–USP) ",
      rideMinutes: "12",
      headwayMinutes: "8",
      stopLat: "-23,5614",
      stopLng: "-46.7307",
    });
    expect(parsed).toEqual(circular);
  });

  it("asks for every name and the source, in both languages", () => {
    const blank = { ...circular, fromStation: " ", line: "", operator: undefined, source: null };
    expect(refused(blank)).toEqual({
      fromStation: "please give the station the line leaves from, as the network names it",
      line: "please give the line's name, e.g. Circular 8012-10 (Butantã–USP)",
      operator: "please give who runs the line, e.g. SPTrans",
      source: "please cite where the line, its minutes and headway come from",
    });
    expect(refused(blank, "pt").line).toBe("informe o nome da linha, por exemplo Circular 8012-10 (Butantã–USP)");
  });

  it("holds the minutes to whole numbers within their edges", () => {
    expect(refused({ ...circular, rideMinutes: 1, headwayMinutes: 1 })).toEqual({});
    expect(refused({ ...circular, rideMinutes: 90, headwayMinutes: 120 })).toEqual({});
    expect(refused({ ...circular, rideMinutes: 0, headwayMinutes: 121 })).toEqual({
      rideMinutes: "the ride takes whole minutes, from 1 to 90",
      headwayMinutes: "a vehicle comes every so many whole minutes, from 1 to 120",
    });
    expect(refused({ ...circular, rideMinutes: 91 }, "pt")).toEqual({
      rideMinutes: "a viagem leva minutos inteiros, de 1 a 90",
    });
    expect(Object.keys(refused({ ...circular, rideMinutes: 12.5, headwayMinutes: "dez" }))).toEqual([
      "rideMinutes",
      "headwayMinutes",
    ]);
  });

  it("keeps the stop in São Paulo and names the longest texts", () => {
    expect(refused({ ...circular, stopLat: 23.56, stopLng: "x" })).toEqual({
      stopLat: "give the campus stop as a latitude and longitude in São Paulo, e.g. -23.5614",
      stopLng: "give the campus stop as a latitude and longitude in São Paulo, e.g. -23.5614",
    });
    expect(refused({ ...circular, line: "x".repeat(80), source: "s".repeat(500) })).toEqual({});
    expect(refused({ ...circular, line: "x".repeat(81), source: "s".repeat(501) })).toEqual({
      line: "at most 80 characters",
      source: "at most 500 characters",
    });
  });

  it("refuses a campus stop past the station walk of the campus (1.5 km)", () => {
    expect(accessConnectionPlaceIssues(USP, circular)).toEqual({});
    // 0.0134° of latitude is about 1,490 m; 0.0136° about 1,512 m.
    expect(accessConnectionPlaceIssues(USP, { ...circular, stopLat: USP.lat + 0.0134 })).toEqual({});
    expect(accessConnectionPlaceIssues(USP, { ...circular, stopLat: USP.lat + 0.0136 })).toEqual({
      stopLat: "access.stop.tooFar",
    });
  });

  it("counts half the headway waiting and the ride, as the router does", () => {
    expect(accessConnectionSeconds({ rideMinutes: 12, headwayMinutes: 8 })).toBe(16 * 60);
    expect(accessConnectionSeconds({ rideMinutes: 1, headwayMinutes: 1 })).toBe(90);
  });

  it("has every message in both languages", () => {
    for (const [key, text] of Object.entries(ACCESS_CONNECTION_MESSAGES)) {
      expect(text.pt, key).not.toBe("");
      expect(text.en, key).not.toBe("");
      expect(text.pt, key).not.toBe(text.en);
    }
    expect(accessConnectionMessage("not a key", "pt")).toBe("not a key");
  });
});
