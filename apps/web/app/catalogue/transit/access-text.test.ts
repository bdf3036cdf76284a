import type { CommuteLeg } from "@campuslar/domain/commute/commute-dto";
import { describe, expect, it } from "vitest";
import { accessText } from "./access-text.ts";
import { commuteCardText } from "./commute-text.ts";

const line4 = {
  id: "METRÔ L4",
  shortName: "METRÔ L4",
  longName: "SÃO PAULO - MORUMBI - LUZ",
  color: "FFFF00",
  textColor: "000000",
  kind: "metro",
} as const;
const shuttle: CommuteLeg = {
  kind: "shuttle",
  line: "Circular 8012-10 (Butantã–USP)",
  operator: "SPTrans",
  from: "Butantã",
  rideMinutes: 12,
  waitMinutes: 4,
};
const walk = (minutes: number): CommuteLeg => ({ kind: "walk", minutes, metres: minutes * 80 });

describe("a commute's campus shuttle in words", () => {
  it("names the ride before it and the shuttle, with its minutes on board", () => {
    const legs: CommuteLeg[] = [
      walk(5),
      { kind: "ride", line: line4, from: "Luz", to: "Butantã", stops: 9, rideMinutes: 17, waitMinutes: 2 },
      walk(3),
      shuttle,
    ];
    expect(accessText("en", legs)).toBe("Metro line 4 to Butantã, then Circular 8012-10 (Butantã–USP) · 12 min");
    expect(accessText("pt", legs)).toBe("Linha 4 do metrô até Butantã, depois Circular 8012-10 (Butantã–USP) · 12 min");
  });

  it("names only the shuttle and its station when the home walks to it", () => {
    expect(accessText("en", [walk(4), shuttle])).toBe("Circular 8012-10 (Butantã–USP) from Butantã · 12 min");
    expect(accessText("pt", [walk(4), shuttle])).toBe("Circular 8012-10 (Butantã–USP) desde Butantã · 12 min");
  });

  it("says nothing for a commute without one", () => {
    expect(accessText("en", [walk(30)])).toBeUndefined();
  });

  it("counts the shuttle on a card in both languages", () => {
    expect(commuteCardText("en", { minutes: 20, rides: ["shuttle"] }, "USP Butantã")).toBe(
      "20 min to USP Butantã by campus shuttle",
    );
    expect(commuteCardText("pt", { minutes: 38, rides: ["metro", "shuttle"] }, "USP Butantã")).toBe(
      "38 min até USP Butantã de metrô e ônibus circular",
    );
  });
});
