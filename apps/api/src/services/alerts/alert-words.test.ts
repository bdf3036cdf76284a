import { UNIVERSITIES } from "@campuslar/demo-seed";
import { UNIVERSITY_ARTICLE_PT } from "@campuslar/domain/university/university-articles";
import { describe, expect, it } from "vitest";

describe("the universities' Portuguese articles", () => {
  it("name every seeded university, as its own 'da'/'do' does", () => {
    for (const u of UNIVERSITIES) {
      const article = UNIVERSITY_ARTICLE_PT[u.slug];
      expect(article, u.slug).toBeDefined();
      // Where the seed's "da"/"do" names the short name's first word, the two agree; "da Faculdade
      // de Medicina da USP" names a longer thing than "FMUSP", with that noun's article.
      const [, seedArticle, firstWord] = /^d([ao]) (\S+)/.exec(u.ofPt) ?? [];
      if (firstWord === u.shortName.split(" ")[0]) expect(seedArticle, `${u.slug}: ${u.ofPt}`).toBe(article);
    }
  });
});
