import { describe, expect, it } from "vitest";
import { commuteCardText, commuteNoteText, hoursText, ridesText } from "./commute-text.ts";
import { contrastRatio, lineColours, toneColour } from "./line-colours.ts";
import { lineBadgeText, lineNameText, placeNameText } from "./transit-line-text.ts";

describe("a search card's commute", () => {
  it("names what is ridden, in each language's word order", () => {
    expect(commuteCardText("en", { minutes: 22, rides: ["metro"] }, "FGV")).toBe("22 min to FGV by metro");
    expect(commuteCardText("pt", { minutes: 22, rides: ["metro"] }, "FGV")).toBe("22 min até FGV de metrô");
    expect(commuteCardText("en", { minutes: 31, rides: ["train"] }, "USP Butantã")).toBe(
      "31 min to USP Butantã by train",
    );
    expect(commuteCardText("pt", { minutes: 31, rides: ["train"] }, "Insper")).toBe("31 min até Insper de trem");
  });

  it("joins two or three kinds as each language lists them", () => {
    expect(commuteCardText("en", { minutes: 40, rides: ["metro", "train"] }, "FGV")).toBe(
      "40 min to FGV by metro and train",
    );
    expect(commuteCardText("pt", { minutes: 40, rides: ["metro", "train"] }, "FGV")).toBe(
      "40 min até FGV de metrô e trem",
    );
    expect(ridesText("pt", ["metro", "train", "bus"])).toBe("metrô, trem e ônibus");
    expect(ridesText("en", ["metro", "train", "bus"])).toBe("metro, train, and bus");
    expect(commuteCardText("en", { minutes: 50, rides: ["bus"] }, "FGV")).toBe("50 min to FGV by bus");
  });

  it("says on foot when nothing is ridden", () => {
    expect(commuteCardText("en", { minutes: 9, rides: [] }, "FGV")).toBe("9 min to FGV on foot");
    expect(commuteCardText("pt", { minutes: 9, rides: [] }, "FGV")).toBe("9 min a pé até FGV");
  });

  it("writes large numbers the language's way", () => {
    expect(commuteCardText("pt", { minutes: 1200, rides: [] }, "FGV")).toBe("1.200 min a pé até FGV");
  });
});

describe("the commute's note", () => {
  it("says the hour, the network's year and the walking pace from the domain's figures", () => {
    expect(commuteNoteText("en")).toBe(
      "Estimates for a weekday morning (7–8 am) on the 2019 metro and train network; walking at 4.8 km/h.",
    );
    expect(commuteNoteText("pt")).toBe(
      "Estimativas para um dia útil de manhã (7h–8h) na rede de metrô e trem de 2019; a pé a 4,8 km/h.",
    );
  });

  it("writes other hours as each language does", () => {
    expect(hoursText("en", { start: "11:00", end: "12:00" })).toBe("11 am–12 pm");
    expect(hoursText("en", { start: "17:00", end: "18:00" })).toBe("5–6 pm");
    expect(hoursText("pt", { start: "17:00", end: "18:00" })).toBe("17h–18h");
  });
});

describe("a line's names", () => {
  const line4 = { shortName: "METRÔ L4", kind: "metro" as const };
  const line7 = { shortName: "CPTM L07", kind: "train" as const };
  const line15 = { shortName: "METRÔ 15", kind: "metro" as const };
  const bus = { shortName: "2002-10", kind: "bus" as const };

  it("badges a line by its number", () => {
    expect([line4, line7, line15, bus].map(lineBadgeText)).toEqual(["L4", "L7", "L15", "2002-10"]);
  });

  it("names it as a passenger does", () => {
    expect(lineNameText("en", line4)).toBe("Metro line 4");
    expect(lineNameText("pt", line7)).toBe("Linha 7 da CPTM");
    expect(lineNameText("en", bus)).toBe("Bus 2002-10");
  });

  it("writes the feed's capitals as a name", () => {
    expect(placeNameText("SÃO PAULO - MORUMBI - LUZ")).toBe("São Paulo - Morumbi - Luz");
    expect(placeNameText("AEROPORTO DE GUARULHOS - ENGENHEIRO GOULART")).toBe(
      "Aeroporto de Guarulhos - Engenheiro Goulart",
    );
  });
});

describe("a line badge's colours", () => {
  it("keeps the feed's text colour when it reads", () => {
    expect(lineColours({ color: "FFFF00", textColor: "000000" })).toEqual({ background: "#FFFF00", text: "black" });
    expect(lineColours({ color: "0455A1", textColor: "FFFFFF" })).toEqual({ background: "#0455A1", text: "white" });
  });

  it("chooses white or black when the feed's does not read (Line 7's magenta under black)", () => {
    expect(contrastRatio("#CA016B", "#000000")).toBeLessThan(4.5);
    const colours = lineColours({ color: "CA016B", textColor: "000000" });
    expect(colours.text).toBe("white");
    expect(contrastRatio(colours.background, toneColour(colours.text))).toBeGreaterThanOrEqual(4.5);
    expect(lineColours({ color: "FFFF00", textColor: "777777" }).text).toBe("black");
  });

  it("every line of the feed reads on its badge", () => {
    const feed = ["CA016B", "97A098", "01A9A7", "049FC3", "F68368", "133C8D", "00B352", "C0C0C0", "EE372F", "9B3894"];
    for (const color of feed) {
      const { background, text } = lineColours({ color, textColor: "000000" });
      expect(contrastRatio(background, toneColour(text)), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
