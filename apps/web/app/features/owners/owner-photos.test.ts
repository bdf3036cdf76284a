import { PHOTO_MAX_BYTES } from "@campuslar/domain/listing/listing-form";
import { describe, expect, it } from "vitest";
import { photoErrorText, photoPrecheck, reorderedIds } from "./owner-photos.ts";

const file = (type: string, size: number) => new File([new Uint8Array(size)], "x", { type });

describe("photo pre-check", () => {
  it("lets a JPEG, PNG or WebP within the limits through", () => {
    expect(photoPrecheck(file("image/jpeg", 10), 0)).toBeNull();
    expect(photoPrecheck(file("image/webp", 10), 19)).toBeNull();
  });
  it("names what is wrong: the type, the size, the count", () => {
    expect(photoPrecheck(file("text/plain", 10), 0)).toBe("listing.photo.type");
    expect(photoPrecheck(file("image/png", PHOTO_MAX_BYTES + 1), 0)).toBe("listing.photo.tooLarge");
    expect(photoPrecheck(file("image/png", 10), 20)).toBe("listing.photo.tooMany");
  });
  it("turns a key from the address into text, and nothing else", () => {
    expect(photoErrorText("listing.photo.tooLarge", "en", "?")).toMatch(/10 MB/);
    expect(photoErrorText("<b>anything</b>", "pt", "indisponível")).toBe("indisponível");
    expect(photoErrorText(null, "pt", "?")).toBeUndefined();
  });
});

describe("photo order", () => {
  it("moves one photo earlier, later or to the front, and never out of the list", () => {
    expect(reorderedIds([1, 2, 3], 2, "earlier")).toEqual([2, 1, 3]);
    expect(reorderedIds([1, 2, 3], 2, "later")).toEqual([1, 3, 2]);
    expect(reorderedIds([1, 2, 3], 3, "cover")).toEqual([3, 1, 2]);
    expect(reorderedIds([1, 2, 3], 1, "earlier")).toEqual([1, 2, 3]);
    expect(reorderedIds([1, 2, 3], 3, "later")).toEqual([1, 2, 3]);
  });
});
