import { type RefObject, useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * What a floating element may never cover (issue 16): the page's title, its primary actions
 * (a form's submit button, anything marked `data-keep-clear`, such as a listing's price) and
 * the field being typed in. The favourite hearts are submit buttons too, but one of many.
 */
const KEEP_CLEAR = [
  "main h1",
  "[data-keep-clear]",
  "main button[type='submit']:not([data-favorite])",
  "input:focus",
  "textarea:focus",
  "select:focus",
].join(", ");

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.width > 0 && a.height > 0 && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/**
 * Whether the floating element `ref` would now cover something the visitor needs: it then
 * steps aside (the caller hides it) until the page scrolls that thing away. Checked once per
 * frame at most, on scroll, resize, focus changes, navigation and the end of its own entrance.
 * `alsoClear` names more that this element in particular must not cover.
 */
export function useStepAside(ref: RefObject<HTMLElement | null>, active = true, alsoClear?: string): boolean {
  const [aside, setAside] = useState(false);
  const { key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (key) brings a new page to check
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) {
      setAside(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      const covers = Array.from(document.querySelectorAll(alsoClear ? `${KEEP_CLEAR}, ${alsoClear}` : KEEP_CLEAR)).some(
        (target) => !element.contains(target) && overlaps(target.getBoundingClientRect(), box),
      );
      setAside(covers);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    schedule();
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    document.addEventListener("focusin", schedule);
    document.addEventListener("focusout", schedule);
    // An element that slides in is measured mid-slide (still below the window) at first: its
    // place is final only when the animation ends. One that glides to a new place (the messaging
    // button rising above the cookie notice) likewise only when its transition ends.
    element.addEventListener("animationend", schedule);
    element.addEventListener("transitionend", schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", schedule);
      document.removeEventListener("focusout", schedule);
      element.removeEventListener("animationend", schedule);
      element.removeEventListener("transitionend", schedule);
    };
  }, [ref, active, key, alsoClear]);

  return aside;
}
