import type { Photo } from "@campuslar/domain/property/property-dto";
import { type KeyboardEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ListingPhoto, preloadListingPhoto } from "../../catalogue/card/listing-photo.tsx";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { LineIcon } from "../../ui/icons/icons.tsx";
import { ListingIcon } from "../../ui/icons/listing-icons.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import "./messages.ts";
import "./summary-messages.ts";

// The full-screen viewer and its styles load when a photo is first opened (or about to be:
// pointed at, focused), never with the page.
const loadLightbox = () => import("./photo-lightbox.tsx");
const PhotoLightbox = lazy(loadLightbox);
const prefetchLightbox = () => {
  void loadLightbox();
};

const smallest = (photo: Photo) =>
  photo.variants.reduce((best, v) => (v.width < best.width ? v : best), { url: photo.url, width: photo.width });
const largest = (photo: Photo) =>
  photo.variants.reduce((best, v) => (v.width > best.width ? v : best), { url: photo.url, width: photo.width });

/**
 * The full-screen viewer has its own history entry, the listing's address with this hash and
 * the photo to open in its state: Back closes the viewer and stays on the listing. A hash-only
 * step runs no loader; the property page's `shouldRevalidate` spares the step back too.
 */
export const LIGHTBOX_HASH = "#fotos";

/** The photo the viewer opened at, when this history entry is the viewer's own (not a link typed with the hash). */
function viewerPhoto(state: unknown, hash: string): number | null {
  if (hash !== LIGHTBOX_HASH || typeof state !== "object" || state === null) return null;
  const photo = (state as { lightboxPhoto?: unknown }).lightboxPhoto;
  return typeof photo === "number" ? photo : null;
}

/**
 * Every photo of a listing. A row of full-width slides that snap into place: swiping on a touch
 * screen and scrolling work without JavaScript; with it, the arrow keys (on the focused
 * gallery), the previous/next buttons and the thumbnails move between photos, and a polite live
 * text says which photo is shown. Each photo sits in a 4:3 box with its own width and height, so
 * nothing shifts as images arrive; only the first is eager (it is the page's largest paint),
 * the rest load as they come near. On phones it spans the screen's width and is taller (5:4).
 *
 * Each photo is a link to its largest size: without JavaScript it opens the image; with it, a
 * tap, a click or Enter opens the full-screen viewer (photo-lightbox.tsx) at that photo, as does
 * "Show all N photos". Closing it (its button, Escape, a swipe down, or Back) brings the gallery
 * to the photo last seen and focuses it.
 */
export function Gallery({ photos, sizes }: { photos: readonly Photo[]; sizes: string }) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const track = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  // Read only once hydrated: the server never sees the hash, and a reload keeps the entry's state.
  const viewing = hydrated ? viewerPhoto(location.state, location.hash) : null;
  const lastSeen = useRef(0);
  const hintId = useId();
  const slideId = (index: number) => `foto-${index + 1}`;
  const total = photos.length;
  const link = (index: number) => track.current?.querySelectorAll<HTMLElement>("a[data-photo]")[index];

  const go = useCallback(
    (index: number, instant = false) => {
      const element = track.current;
      if (!element || total === 0) return;
      const target = Math.min(Math.max(index, 0), total - 1);
      const reduce = instant || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      element.scrollTo({ left: target * element.clientWidth, behavior: reduce ? "auto" : "smooth" });
      setCurrent(target);
      setAnnounce(true);
      // A keyboard user on a photo stays on the photo shown.
      if (document.activeElement?.matches("a[data-photo]")) {
        element.querySelectorAll<HTMLElement>("a[data-photo]")[target]?.focus({ preventScroll: true });
      }
    },
    [total],
  );

  const open = (index: number) => {
    lastSeen.current = index;
    navigate(
      { pathname: location.pathname, search: location.search, hash: LIGHTBOX_HASH },
      { state: { lightboxPhoto: index }, preventScrollReset: true },
    );
  };

  // The viewer's own close (button, Escape, swipe down) steps back out of its entry, as Back does.
  const close = () => {
    if (viewing !== null) navigate(-1);
  };

  // However it closed, the gallery comes to the photo last seen, which takes the focus.
  const wasViewing = useRef(false);
  useEffect(() => {
    const isViewing = viewing !== null;
    if (wasViewing.current && !isViewing) {
      go(lastSeen.current, true);
      link(lastSeen.current)?.focus({ preventScroll: true });
    }
    wasViewing.current = isViewing;
  });

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
    <div className="-mx-5 sm:mx-0">
      <div className="relative">
        <section
          ref={track}
          aria-label={t("listing.gallery.label")}
          aria-describedby={hintId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1); it answers the arrow keys.
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-sand-100 sm:rounded-2xl [scrollbar-width:none] focus-visible:outline-offset-4 [&::-webkit-scrollbar]:hidden"
        >
          {photos.map((photo, index) => (
            <figure
              key={photo.url}
              id={slideId(index)}
              aria-label={t("listing.gallery.position", { current: index + 1, total })}
              className="relative aspect-[5/4] w-full shrink-0 snap-center snap-always sm:aspect-[4/3]"
            >
              <a
                href={largest(photo).url}
                data-photo
                aria-label={t("gallery.open", { current: index + 1, total })}
                tabIndex={index === current ? 0 : -1}
                onClick={(event) => {
                  event.preventDefault();
                  open(index);
                }}
                onPointerEnter={prefetchLightbox}
                onFocus={prefetchLightbox}
                className="absolute inset-0 block cursor-zoom-in focus-visible:outline-offset-[-4px] focus-visible:outline-white"
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
              </a>
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
        {hydrated ? (
          <button
            type="button"
            onClick={() => open(current)}
            onPointerEnter={prefetchLightbox}
            onFocus={prefetchLightbox}
            className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-4 text-sm font-semibold text-ink-900 shadow-md transition hover:bg-white"
          >
            <LineIcon className="size-4">
              <rect x="3" y="3" width="7" height="7" rx="1" />
              <rect x="14" y="3" width="7" height="7" rx="1" />
              <rect x="3" y="14" width="7" height="7" rx="1" />
              <rect x="14" y="14" width="7" height="7" rx="1" />
            </LineIcon>
            {countText(locale, "gallery.showAll", total)}
          </button>
        ) : null}
      </div>
      {viewing !== null ? (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            index={viewing}
            onView={(index) => {
              lastSeen.current = index;
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
      {total > 1 ? (
        <nav aria-label={t("listing.gallery.thumbnails")} className="mt-3 hidden sm:block">
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
