import { describe, expect, it } from "vitest";
import { feedProblemText, NETWORK_DATE_PATTERN, networkDateText } from "./transit-feed-rules.ts";

describe("a transit network's date and a feed's problems, in words", () => {
  it("writes a year as it is and a month in each language", () => {
    expect(networkDateText("pt", "2019")).toBe("2019");
    expect(networkDateText("en", "2024-03")).toBe("March 2024");
    expect(networkDateText("pt", "2024-03")).toBe("março de 2024");
  });

  it("takes YYYY or YYYY-MM, nothing else", () => {
    for (const good of ["2019", "2024-03", "2024-12"]) expect(NETWORK_DATE_PATTERN.test(good), good).toBe(true);
    for (const bad of ["24", "2024-13", "2024-3", "março", "2024-03-01"])
      expect(NETWORK_DATE_PATTERN.test(bad), bad).toBe(false);
  });

  it("names the file and line, or the file alone", () => {
    const problem = {
      file: "trips.txt",
      line: 12,
      code: "unknownId",
      column: "route_id",
      value: "X",
      expected: "routes.txt",
    } as const;
    expect(feedProblemText(problem, "en")).toBe("trips.txt, line 12: route_id 'X' is not in routes.txt");
    expect(feedProblemText(problem, "pt")).toBe("trips.txt, linha 12: route_id 'X' não existe em routes.txt");
    expect(feedProblemText({ file: "agency.txt", line: null, code: "missingFile" }, "pt")).toBe(
      "agency.txt: o arquivo não está no zip",
    );
  });
});
