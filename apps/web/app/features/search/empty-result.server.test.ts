import { describe, expect, it } from "vitest";
import { emptyResultChips } from "./empty-result.server.ts";

const today = "2026-11-28";

describe("an empty search's chips", () => {
  it("names each active filter in the visitor's language, money in the spec's format in both", () => {
    const values = { maxPrice: "1000", minPrice: "1,500", bedrooms: "2", type: "apartamento", furnished: "true" };
    expect(emptyResultChips(values, {}, { locale: "en", pageUniversity: false, today })).toEqual([
      { label: "From R$ 1.500,00", remove: ["minPrice"] },
      { label: "Up to R$ 1.000,00", remove: ["maxPrice"] },
      { label: "2 bedrooms", remove: ["bedrooms"] },
      { label: "Apartment", remove: ["type"] },
      { label: "Furnished", remove: ["furnished"] },
    ]);
    expect(
      emptyResultChips({ maxPrice: "1000" }, {}, { locale: "pt", pageUniversity: false, today }).map((c) => c.label),
    ).toEqual(["Até R$ 1.000,00"]);
  });

  it("leaves out values set aside and the page's own university; a university takes its minutes with it", () => {
    const values = { maxPrice: "abc", university: "usp", maxCommute: "30" };
    // The page of a university: its price was set aside, and the university is the path's.
    expect(emptyResultChips(values, { maxPrice: "number" }, { locale: "en", pageUniversity: true, today })).toEqual([]);
    const chosen = { university: "usp", maxCommute: "30" };
    expect(
      emptyResultChips(chosen, {}, { locale: "en", pageUniversity: false, universityName: "USP", today }).map((c) => [
        c.label,
        c.remove,
      ]),
    ).toEqual([
      ["Near USP", ["university", "maxCommute"]],
      ["Up to 30 min to USP", ["maxCommute"]],
    ]);
  });

  it("says a semester's year, and a move-out chosen by dates removes its 'dates' choice with it", () => {
    const semester = emptyResultChips({ stay: "first_semester" }, {}, { locale: "pt", pageUniversity: false, today });
    expect(semester).toEqual([{ label: "1º semestre 2027 (fev–jul)", remove: ["stay"] }]);
    const dates = emptyResultChips(
      { stay: "dates", moveIn: "2027-03-01", moveOut: "2027-08-31" },
      {},
      { locale: "en", pageUniversity: false, today },
    );
    expect(dates).toEqual([
      { label: "Moving in 1 Mar 2027", remove: ["moveIn"] },
      { label: "Moving out 31 Aug 2027", remove: ["stay", "moveOut"] },
    ]);
  });
});
