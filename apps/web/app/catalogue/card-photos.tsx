import type { Photo } from "@campuslar/domain/property/property-dto";
import { type MouseEvent, type PointerEvent, useRef, useState } from "react";

/** How many of a listing's photos a card steps through; the listing's page has them all. */
export const CARD_PHOTOS = 5;

/** How far a finger must travel sideways for a swipe to change the photo. */
const SWIPE_PX = 40;

/**
 * A card's photo that a sideways swipe changes to the listing's next few, as portals' cards do
 * on a phone. The card's link covers the whole card, so the swipe is read on the card itself
 * (`swipeHandlers`): a horizontal swipe changes the photo and is not a tap on the link; a
 * vertical one scrolls the page as ever (`touch-action: pan-y`). Only the photo shown is
 * loaded. The dots say where in the set the card is; the photos are an extra for the eye, so
 * keyboard and screen reader users meet them on the listing's page.
 */
export function useCardPhotos(photos: readonly Photo[]) {
  const shown = photos.slice(0, CARD_PHOTOS);
  const [index, setIndex] = useState(0);
  const area = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const step = (by: number) => setIndex((current) => (current + by + shown.length) % shown.length);

  const swipeHandlers =
    shown.length < 2
      ? {}
      : {
          onPointerDown: (event: PointerEvent) => {
            swiped.current = false;
            const box = area.current?.getBoundingClientRect();
            const onPhoto =
              box !== undefined &&
              event.clientX >= box.left &&
              event.clientX <= box.right &&
              event.clientY >= box.top &&
              event.clientY <= box.bottom;
            start.current = onPhoto ? { x: event.clientX, y: event.clientY } : null;
          },
          onPointerUp: (event: PointerEvent) => {
            const from = start.current;
            start.current = null;
            if (!from) return;
            const dx = event.clientX - from.x;
            if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
            swiped.current = true;
            step(dx < 0 ? 1 : -1);
          },
          onPointerCancel: () => {
            start.current = null;
          },
          // The click a swipe ends with is not a tap on the card's link.
          onClickCapture: (event: MouseEvent) => {
            if (!swiped.current) return;
            swiped.current = false;
            event.preventDefault();
            event.stopPropagation();
          },
          // A mouse or pen would drag the link or the image natively, cancelling the swipe.
          onDragStart: (event: MouseEvent) => event.preventDefault(),
        };

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
