import type { Photo } from "@campuslar/domain/property/property-dto";
import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";

type Variant = Photo["variants"][number];

/** A photo's stored WebP sizes (a photo without sizes is its one URL). */
const webpSizes = (photo: Photo): readonly Variant[] => (photo.variants.length > 0 ? photo.variants : [photo]);

/** `srcset` of a photo's stored sizes. */
export const srcSetOf = (variants: readonly Variant[]): string =>
  variants.map((v) => `${v.url} ${v.width}w`).join(", ");

/**
 * A listing photo in the best format the browser reads: AVIF when the photo has it (owners'
 * uploads, about a third smaller again), WebP otherwise, each in every stored size for `sizes`
 * to choose from. The `<img>` keeps its width and height, so nothing shifts as it arrives.
 */
export function ListingPhoto({
  photo,
  sizes,
  ...img
}: { photo: Photo; sizes: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt">) {
  const image = (
    <img
      src={photo.url}
      srcSet={srcSetOf(webpSizes(photo))}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      {...img}
    />
  );
  if (photo.avifVariants.length === 0) return image;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSetOf(photo.avifVariants)} sizes={sizes} />
      {image}
    </picture>
  );
}

/**
 * Asks for a photo in the document's head (the page's largest paint), in the format
 * `ListingPhoto` will pick: a browser that cannot read AVIF skips an AVIF preload by its type.
 */
export function preloadListingPhoto(photo: Photo, sizes: string): void {
  const options = { as: "image", imageSizes: sizes, fetchPriority: "high" } as const;
  const avif = photo.avifVariants[1] ?? photo.avifVariants[0];
  if (avif) {
    preload(avif.url, { ...options, imageSrcSet: srcSetOf(photo.avifVariants), type: "image/avif" });
    return;
  }
  preload(photo.url, { ...options, imageSrcSet: srcSetOf(webpSizes(photo)) });
}
