import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "./use-hydrated.ts";

type DisclosureProps = {
  /** The button's visible content. */
  summary: ReactNode;
  /** The button's accessible name when its content alone would not say enough. */
  label?: string;
  /** Wrapper classes (position it `relative` to anchor the panel to the button). */
  className?: string;
  buttonClassName: string;
  panelClassName: string;
  /** The panel's contents. */
  children: ReactNode;
  /** Marks the button for tests and styles (`data-disclosure`). */
  name: string;
};

/**
 * A button that shows and hides a panel (the mobile menu, the account menu).
 *
 * Without JavaScript, and until the page hydrates, it is a native `<details>`, so it opens
 * anyway. Once hydrated it becomes a real button with `aria-expanded` and `aria-controls`
 * that closes on Escape (focus back on the button), on a click or focus outside, and
 * whenever the route changes.
 */
export function Disclosure({
  summary,
  label,
  className,
  buttonClassName,
  panelClassName,
  children,
  name,
}: DisclosureProps) {
  const hydrated = useHydrated();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();

  // A link inside the panel was followed, a form in it submitted, or the back button used: every
  // navigation (even to the same address, as logout does) has a new key, and closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a navigation
  useEffect(() => {
    setOpen(false);
  }, [locationKey]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  if (!hydrated) {
    return (
      <details className={`group ${className ?? ""}`} data-disclosure={name}>
        <summary
          aria-label={label}
          className={`${buttonClassName} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          {summary}
        </summary>
        <div className={panelClassName}>{children}</div>
      </details>
    );
  }

  return (
    <div ref={wrapperRef} className={`group ${className ?? ""}`} data-disclosure={name} data-open={open || undefined}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className={buttonClassName}
      >
        {summary}
      </button>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
