import type { Photo } from "@campuslar/domain/property/property-dto";
import { type PointerEvent, useRef, useState } from "react";
import { useSwipe } from "../../ui/use-swipe.ts";

/** How many of a listing's photos a card steps through; the listing's page has them all. */
export const CARD_PHOTOS = 5;

/**
 * A card's photo that a sideways swipe changes to the listing's next few, as portals' cards do
 * on a phone. The card's link covers the whole card, so the swipe is read on the card itself
 * (`swipeHandlers`, ui/use-swipe.ts). Only the photo shown is
 * loaded. The dots say where in the set the card is; the photos are an extra for the eye, so
 * keyboard and screen reader users meet them on the listing's page.
 */
export function useCardPhotos(photos: readonly Photo[]) {
  const shown = photos.slice(0, CARD_PHOTOS);
  const [index, setIndex] = useState(0);
  const area = useRef<HTMLDivElement>(null);
  const step = (by: number) => setIndex((current) => (current + by + shown.length) % shown.length);
  // A swipe starts on the photo; the rest of the card is for reading and tapping.
  const onPhoto = (event: PointerEvent) => {
    const box = area.current?.getBoundingClientRect();
    return (
      box !== undefined &&
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom
    );
  };
  const handlers = useSwipe(step, onPhoto);
  const swipeHandlers = shown.length < 2 ? {} : handlers;

  return {
    /** The photo to show now. */
    photo: shown[index],
    index,
    count: shown.length,
    /** On the photo's box: a swipe must start there. */
    areaRef: area,
    /** On the card: it sees the swipe before its link does. */
    swipeHandlers,
    touchClass: shown.length > 1 ? "touch-pan-y" : "",
  };
}

/** Where in a card's photos it is: a dot each, the shown one solid. */
export function PhotoDots({ index, count }: { index: number; count: number }) {
  if (count < 2) return null;
  return (
    <span
      aria-hidden="true"
      data-photo={`${index + 1}/${count}`}
      className="pointer-events-none absolute inset-x-0 bottom-2 z-[2] flex justify-center gap-1.5"
    >
      {Array.from({ length: count }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing else.
          key={i}
          className={`size-1.5 rounded-full shadow-sm ${i === index ? "bg-white" : "bg-white/60"}`}
        />
      ))}
    </span>
  );
}
