/**
 * The listing the visitor points at in the list, for the map to mark its pin. A tiny store, not
 * React state: a pointer crossing the cards would otherwise render the whole list on each card.
 */
let hovered: string | null = null;
const listeners = new Set<(code: string | null) => void>();

export function setHoveredListing(code: string | null): void {
  if (code === hovered) return;
  hovered = code;
  for (const listener of listeners) listener(code);
}

/** Calls `listener` with each change (and once now); returns the unsubscribe. */
export function watchHoveredListing(listener: (code: string | null) => void): () => void {
  listeners.add(listener);
  listener(hovered);
  return () => listeners.delete(listener);
}

const codeOf = (target: EventTarget | null) =>
  target instanceof Element ? (target.closest("article[data-code]")?.getAttribute("data-code") ?? null) : null;

/** For the list's container: the card under the pointer or holding the focus marks its pin. */
export const listHoverHandlers = {
  onMouseOver: (event: { target: EventTarget | null }) => setHoveredListing(codeOf(event.target)),
  onMouseLeave: () => setHoveredListing(null),
  onFocus: (event: { target: EventTarget | null }) => setHoveredListing(codeOf(event.target)),
  onBlur: () => setHoveredListing(null),
};
