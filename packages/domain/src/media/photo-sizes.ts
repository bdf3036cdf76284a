/**
 * Every listing photo is stored in these widths (WebP), 4:3, so the web can build `srcset`:
 * 400 for cards on phones, 800 for cards on wide screens and retina phones, 1600 for the gallery.
 */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_ASPECT = 4 / 3;

/** The formats a photo is stored in: WebP always, AVIF (smaller again) when the photo has it. */
export type PhotoFormat = "webp" | "avif";

/** Public URL of one size of a stored photo; `key` is its storage key without size or extension. */
export const photoUrl = (key: string, width: PhotoWidth, format: PhotoFormat = "webp"): string =>
  `/media/${key}-${width}.${format}`;
