import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeListingPhoto, NotAnImageError, sniffImageType } from "./process-photo.ts";

describe("telling a photo by its bytes", () => {
  it("knows JPEG, PNG and WebP by their signatures and nothing else", async () => {
    const image = sharp({ create: { width: 8, height: 6, channels: 3, background: "#888" } });
    expect(sniffImageType(await image.clone().jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffImageType(await image.clone().png().toBuffer())).toBe("image/png");
    expect(sniffImageType(await image.clone().webp().toBuffer())).toBe("image/webp");
    expect(sniffImageType(await image.clone().gif().toBuffer())).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });

  it("refuses a file whose signature and content disagree, or that is cut short", async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const jpegHeaderOnPng = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), png]);
    await expect(encodeListingPhoto(jpegHeaderOnPng)).rejects.toBeInstanceOf(NotAnImageError);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    await expect(encodeListingPhoto(jpeg.subarray(0, 200))).rejects.toBeInstanceOf(NotAnImageError);
  });
});
