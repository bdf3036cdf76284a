/*
 * Portuguese puts the article of a university's name into the preposition before it: "perto da
 * USP" (a Universidade), but "perto do Insper" (o Instituto), "do Mackenzie" (o Mackenzie). The
 * universities table does not say which, so the article of each short name lives here, by slug.
 */

/** The article a university's short name takes in Portuguese, by slug: "a" (da, na) or "o" (do, no). */
export const UNIVERSITY_ARTICLE_PT: Readonly<Record<string, "a" | "o">> = {
  fgv: "a",
  insper: "o",
  espm: "a",
  "usp-butanta": "a",
  mackenzie: "o",
  "puc-sp": "a",
  "unifesp-vila-clementino": "a",
  faap: "a",
  "casper-libero": "a",
  fmusp: "a",
  // "Direito USP" is the Faculdade de Direito.
  "direito-usp": "a",
  fecap: "a",
  "belas-artes": "a",
  "anhembi-morumbi-vila-olimpia": "a",
  "fiap-paulista": "a",
  "senac-santo-amaro": "o",
  "sao-judas-mooca": "a",
  // Its short name, "Unesp Artes", starts with the Unesp (a Universidade).
  "unesp-instituto-de-artes": "a",
  "santa-casa": "a",
  fespsp: "a",
  "uninove-vergueiro": "a",
  "cruzeiro-do-sul-liberdade": "a",
  einstein: "o",
  "unip-paraiso": "a",
  "fmu-liberdade": "a",
  "fatec-sp": "a",
  ifsp: "o",
};

/**
 * "de" joined to a university's short name: "da USP Butantã", "do Insper". A university with no
 * article here (added after this list) is named through its campus, "do campus X", which is
 * right whatever the name's gender.
 */
export function ofUniversityPt(slug: string | undefined, shortName: string): string {
  const article = slug === undefined ? undefined : UNIVERSITY_ARTICLE_PT[slug];
  return article === undefined ? `do campus ${shortName}` : `d${article} ${shortName}`;
}
