import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { type FilterSection, sectionId } from "./filter-sections.ts";

/** Below Tailwind's `lg` the filters are a sheet; from it on, a column that is always shown. */
const PHONE_QUERY = "(max-width: 63.999rem)";

const FOCUSABLE = "input:not([type=hidden]), select, textarea, button, summary, a[href]";

/**
 * The phone's filters sheet as a modal dialog: it opens at a group (scrolled to it, focus on its
 * first field), keeps Tab inside, closes with Escape, the close button or a tap outside, and
 * gives the focus back to the button that opened it. The page behind does not scroll while it
 * is open, so closing it leaves the visitor where they were.
 */
export function useFilterSheet(sheet: FilterSection | null, onSheet: (section: FilterSection | null) => void) {
  const panelRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const phone = usePhoneWidth();
  const modal = sheet !== null && phone;

  useEffect(() => {
    const panel = panelRef.current;
    if (!modal || !panel || !sheet) return;
    const section = document.getElementById(sectionId(sheet));
    if (section) {
      panel.scrollTop = Math.max(0, section.offsetTop - panel.offsetTop - 16);
      section.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    }
  }, [modal, sheet]);

  useEffect(() => {
    if (!modal) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, [modal]);

  const open = (section: FilterSection, from: HTMLElement) => {
    opener.current = from;
    onSheet(section);
  };
  const close = () => {
    onSheet(null);
    opener.current?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return { panelRef, modal, open, close, onKeyDown };
}

function usePhoneWidth(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    setPhone(query.matches);
    const onChange = () => setPhone(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return phone;
}
