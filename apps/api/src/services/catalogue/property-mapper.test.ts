import { describe, expect, it } from "vitest";
import { type PhotoRow, toPhoto } from "./property-mapper.ts";

const row = (hasAvif: boolean): PhotoRow => ({
  storageKey: "listings/SP1/abc",
  width: 1600,
  height: 1200,
  altPt: "Sala",
  altEn: "Living room",
  hasAvif,
});

describe("toPhoto", () => {
  it("lists every WebP size, the middle one as the card's, with the alt text in the language asked", () => {
    const photo = toPhoto(row(false), "en");
    expect(photo.variants.map((v) => v.url)).toEqual([
      "/media/listings/SP1/abc-400.webp",
      "/media/listings/SP1/abc-800.webp",
      "/media/listings/SP1/abc-1600.webp",
    ]);
    expect(photo).toMatchObject({
      url: "/media/listings/SP1/abc-800.webp",
      width: 800,
      height: 600,
      alt: "Living room",
    });
    expect(photo.avifVariants).toEqual([]);
  });

  it("adds the same sizes in AVIF only for a photo stored in AVIF", () => {
    const photo = toPhoto(row(true), "pt");
    expect(photo.alt).toBe("Sala");
    expect(photo.avifVariants).toEqual([
      { url: "/media/listings/SP1/abc-400.avif", width: 400, height: 300 },
      { url: "/media/listings/SP1/abc-800.avif", width: 800, height: 600 },
      { url: "/media/listings/SP1/abc-1600.avif", width: 1600, height: 1200 },
    ]);
  });
});
