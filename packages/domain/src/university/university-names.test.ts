import { describe, expect, it } from "vitest";
import { type NamedUniversity, universitiesMatching, universityNamedBy } from "./university-names.ts";

const university = (slug: string, shortName: string, pt: string, en: string, nearbyListings = 10): NamedUniversity => ({
  slug,
  shortName,
  names: { pt, en },
  nearbyListings,
});

const FGV = university("fgv", "FGV", "FGV EAESP — Escola de Administração", "FGV EAESP — School of Business", 149);
const USP = university(
  "usp-butanta",
  "USP Butantã",
  "Universidade de São Paulo (USP)",
  "University of São Paulo (USP)",
  40,
);
const DIREITO = university("direito-usp", "Direito USP", "Faculdade de Direito da USP", "USP Law School", 60);
const FMUSP = university("fmusp", "FMUSP", "Faculdade de Medicina da USP", "USP Medical School", 30);
const FMU = university("fmu-liberdade", "FMU", "FMU — Campus Liberdade", "FMU — Liberdade campus", 123);
const PUC = university("puc-sp", "PUC-SP", "Pontifícia Universidade Católica", "Pontifical Catholic University", 80);
const SAO_JUDAS = university(
  "sao-judas-mooca",
  "São Judas",
  "Universidade São Judas Tadeu",
  "São Judas Tadeu University",
);
const ALL = [FGV, USP, DIREITO, FMUSP, FMU, PUC, SAO_JUDAS];

const slugs = (list: readonly NamedUniversity[]) => list.map((u) => u.slug);

describe("universitiesMatching", () => {
  it("suggests from two characters, by short name, any case", () => {
    expect(slugs(universitiesMatching("FGV", ALL, 3))).toEqual(["fgv"]);
    expect(slugs(universitiesMatching("fgv", ALL, 3))).toEqual(["fgv"]);
    expect(slugs(universitiesMatching("pu", ALL, 3))).toEqual(["puc-sp"]);
  });

  it("suggests nothing under two characters", () => {
    expect(universitiesMatching("f", ALL, 3)).toEqual([]);
    expect(universitiesMatching("  u ", ALL, 3)).toEqual([]);
  });

  it("ranks the short name's start first, then by listings nearby, at most the limit", () => {
    // "fmu" starts FMU and FMUSP; FMU has more homes nearby.
    expect(slugs(universitiesMatching("fmu", ALL, 3))).toEqual(["fmu-liberdade", "fmusp"]);
    // "us" starts a word of four universities' names; the two whose name starts with it come
    // first (Direito USP is "USP Law School" in English), the one with more homes nearby ahead.
    expect(slugs(universitiesMatching("US", ALL, 2))).toEqual(["direito-usp", "usp-butanta"]);
    expect(slugs(universitiesMatching("us", ALL, 4))).toEqual(["direito-usp", "usp-butanta", "fmusp"]);
  });

  it("matches the full name in either language, accents aside", () => {
    expect(slugs(universitiesMatching("pontificia catolica", ALL, 3))).toEqual(["puc-sp"]);
    expect(slugs(universitiesMatching("Pontifical", ALL, 3))).toEqual(["puc-sp"]);
    expect(slugs(universitiesMatching("Getulio", ALL, 3))).toEqual([]);
  });
});

describe("universityNamedBy", () => {
  it("finds a university by its short name, its acronym or its full name", () => {
    expect(universityNamedBy("FGV", ALL)?.slug).toBe("fgv");
    expect(universityNamedBy(" fgv ", ALL)?.slug).toBe("fgv");
    expect(universityNamedBy("USP", ALL)?.slug).toBe("usp-butanta");
    expect(universityNamedBy("puc", ALL)?.slug).toBe("puc-sp");
    expect(universityNamedBy("PUC SP", ALL)?.slug).toBe("puc-sp");
    expect(universityNamedBy("FMU", ALL)?.slug).toBe("fmu-liberdade");
    expect(universityNamedBy("usp butanta", ALL)?.slug).toBe("usp-butanta");
    expect(universityNamedBy("Pontifícia Universidade Católica", ALL)?.slug).toBe("puc-sp");
    expect(universityNamedBy("pontifical catholic university", ALL)?.slug).toBe("puc-sp");
  });

  it("names none for a part of a name, an ordinary first word, or nothing", () => {
    expect(universityNamedBy("FG", ALL)).toBeUndefined();
    expect(universityNamedBy("Direito", ALL)).toBeUndefined();
    expect(universityNamedBy("São", ALL)).toBeUndefined();
    expect(universityNamedBy("Pinheiros", ALL)).toBeUndefined();
    expect(universityNamedBy("  ", ALL)).toBeUndefined();
  });

  it("names none when two universities answer to the same name", () => {
    const twin = university("fgv-2", "FGV Direito", "FGV Direito SP", "FGV Law School");
    expect(universityNamedBy("FGV", [FGV, twin])).toBeUndefined();
    expect(universityNamedBy("FGV Direito", [FGV, twin])?.slug).toBe("fgv-2");
  });
});
