import { useEffect, useRef } from "react";

/**
 * A ref for the heading of a confirmation that replaces a form on its own page (a saved alert,
 * a saved profile): when it appears, the page shows it and it takes the focus, so the person sees
 * and hears that it worked instead of staying scrolled where the form's button was. The heading
 * needs `tabIndex={-1}`. `toTop` scrolls the page to its top (the confirmation heads the page);
 * without it the page stays where it is (a confirmation reached at its anchor is in view already).
 */
export function useFocusOnArrival<T extends HTMLElement>({ toTop = false }: { toTop?: boolean } = {}) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (toTop) window.scrollTo(0, 0);
    ref.current?.focus({ preventScroll: true });
  }, [toTop]);
  return ref;
}
