import type { Photo } from "@campuslar/domain/property/property-dto";
import { useMemo } from "react";
import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import { useT } from "../../i18n/t.ts";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "./summary-messages.ts";

/** A photo's stored WebP sizes, largest last, for the full-screen slide's `srcset`. */
const sizesOf = (photo: Photo) =>
  (photo.variants.length > 0 ? photo.variants : [photo])
    .map((v) => ({ src: v.url, width: v.width, height: v.height }))
    .sort((a, b) => a.width - b.width);

/**
 * The listing's photos full screen (yet-another-react-lightbox): swipe or the arrow keys move
 * between them, "3 / 12" says where you are, a pinch or a double tap zooms; a swipe down,
 * Escape or the close button closes it. This module is loaded only when a photo is first
 * opened (React.lazy in gallery.tsx), with its styles, so the page's first load does not carry it.
 * `onView` learns each photo shown; `onClose` is called once the closing fade has ended.
 */
export default function PhotoLightbox({
  photos,
  index,
  onView,
  onClose,
}: {
  photos: readonly Photo[];
  index: number;
  onView: (current: number) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  // The same slides on every drawing of the page (Back and closing draw it again): new ones
  // would send the viewer back to `index`, away from the photo in view.
  const slides = useMemo(
    () =>
      photos.map((photo) => {
        const sizes = sizesOf(photo);
        const largest = sizes.at(-1) ?? { src: photo.url, width: photo.width, height: photo.height };
        return { src: largest.src, width: largest.width, height: largest.height, alt: photo.alt, srcSet: sizes };
      }),
    [photos],
  );

  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Zoom, Counter]}
      carousel={{ finite: true, padding: 0 }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      on={{
        view: ({ index: current }) => onView(current),
      }}
      labels={{
        Lightbox: t("lightbox.label"),
        Carousel: t("lightbox.carousel"),
        "Photo gallery": t("lightbox.gallery"),
        Slide: t("lightbox.slide"),
        "{index} of {total}": t("lightbox.position"),
        Previous: t("lightbox.previous"),
        Next: t("lightbox.next"),
        Close: t("lightbox.close"),
        "Zoom in": t("lightbox.zoomIn"),
        "Zoom out": t("lightbox.zoomOut"),
      }}
    />
  );
}
