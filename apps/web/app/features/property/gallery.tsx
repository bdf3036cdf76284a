import type { Photo } from "@campuslar/domain/property/property-dto";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { ListingPhoto, preloadListingPhoto } from "../../catalogue/listing-photo.tsx";
import { useT } from "../../i18n/t.ts";
import { ListingIcon } from "../../ui/icons/listing-icons.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import "./messages.ts";

const smallest = (photo: Photo) =>
  photo.variants.reduce((best, v) => (v.width < best.width ? v : best), { url: photo.url, width: photo.width });

/**
 * Every photo of a listing. A row of full-width slides that snap into place: swiping on a touch
 * screen and scrolling work without JavaScript; with it, the arrow keys (on the focused
 * gallery), the previous/next buttons and the thumbnails move between photos, and a polite live
 * text says which photo is shown. Each photo sits in a 4:3 box with its own width and height, so
 * nothing shifts as images arrive; only the first is eager (it is the page's largest paint),
 * the rest load as they come near.
 */
export function Gallery({ photos, sizes }: { photos: readonly Photo[]; sizes: string }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const track = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const hintId = useId();
  const slideId = (index: number) => `foto-${index + 1}`;
  const total = photos.length;

  const go = useCallback(
    (index: number) => {
      const element = track.current;
      if (!element || total === 0) return;
      const target = Math.min(Math.max(index, 0), total - 1);
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      element.scrollTo({ left: target * element.clientWidth, behavior: reduce ? "auto" : "smooth" });
      setCurrent(target);
      setAnnounce(true);
    },
    [total],
  );

  // The photo in view follows scrolling and swiping too.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
      });
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("scroll", onScroll);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: total - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  // The first photo is the page's largest paint: the server render asks for it in <head>.
  const first = photos[0];
  if (first) preloadListingPhoto(first, sizes);

  if (total === 0) return null;
  return (
    <div>
      <div className="relative">
        <section
          ref={track}
          aria-label={t("listing.gallery.label")}
          aria-describedby={hintId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1); it answers the arrow keys.
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl bg-sand-100 [scrollbar-width:none] focus-visible:outline-offset-4 [&::-webkit-scrollbar]:hidden"
        >
          {photos.map((photo, index) => (
            <figure
              key={photo.url}
              id={slideId(index)}
              aria-label={t("listing.gallery.position", { current: index + 1, total })}
              className="relative aspect-[4/3] w-full shrink-0 snap-center snap-always"
            >
              <ListingPhoto
                photo={photo}
                sizes={sizes}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
                decoding={index === 0 ? "auto" : "async"}
                draggable={false}
                className="absolute inset-0 size-full object-cover"
              />
            </figure>
          ))}
        </section>
        <p id={hintId} className="sr-only">
          {t("listing.gallery.hint")}
        </p>
        {total > 1 ? (
          <p
            aria-live={announce ? "polite" : "off"}
            className="pointer-events-none absolute bottom-3 left-3 rounded-full bg-ink-900 px-3 py-1 text-sm font-medium text-white"
          >
            {t("listing.gallery.position", { current: current + 1, total })}
          </p>
        ) : null}
        {hydrated && total > 1 ? (
          <>
            <GalleryButton
              label={t("listing.gallery.previous")}
              icon="chevronLeft"
              disabled={current === 0}
              onClick={() => go(current - 1)}
              className="left-3"
            />
            <GalleryButton
              label={t("listing.gallery.next")}
              icon="chevronRight"
              disabled={current === total - 1}
              onClick={() => go(current + 1)}
              className="right-3"
            />
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <nav aria-label={t("listing.gallery.thumbnails")} className="mt-3">
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {photos.map((photo, index) => (
              <li key={photo.url} className="shrink-0">
                <a
                  href={`#${slideId(index)}`}
                  aria-current={index === current ? "true" : undefined}
                  aria-label={t("listing.gallery.show", { number: index + 1 })}
                  onClick={(event) => {
                    event.preventDefault();
                    go(index);
                  }}
                  className="block overflow-hidden rounded-lg border-2 border-transparent opacity-80 transition hover:opacity-100 aria-[current]:border-brand-700 aria-[current]:opacity-100"
                >
                  <img
                    src={smallest(photo).url}
                    width={80}
                    height={60}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="h-12 w-16 object-cover sm:h-15 sm:w-20"
                  />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

function GalleryButton({
  label,
  icon,
  disabled,
  onClick,
  className,
}: {
  label: string;
  icon: "chevronLeft" | "chevronRight";
  disabled: boolean;
  onClick: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-md transition hover:bg-white disabled:opacity-0 ${className}`}
    >
      <ListingIcon name={icon} className="size-6" />
    </button>
  );
}
