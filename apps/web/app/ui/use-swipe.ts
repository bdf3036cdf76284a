import { type MouseEvent, type PointerEvent, useRef } from "react";

/** How far a finger must travel sideways, and more than it moves up or down, to be a swipe. */
const SWIPE_PX = 40;

/**
 * A sideways swipe (touch, pen or mouse) read on an element, for cards whose link covers them:
 * `onSwipe(1)` for a swipe to the left (the next item), `onSwipe(-1)` to the right. The click a
 * swipe ends with is not a tap on the link, and native dragging of a link or image, which would
 * cancel the swipe, is off. Give the element `touch-action: pan-y` so a vertical swipe still
 * scrolls the page. `startsOn` limits where a swipe may begin (a card's photo).
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void, startsOn?: (event: PointerEvent) => boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      swiped.current = false;
      start.current = !startsOn || startsOn(event) ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      swiped.current = true;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onDragStart: (event: MouseEvent) => event.preventDefault(),
  };
}
