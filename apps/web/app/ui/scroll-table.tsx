import type { ReactNode } from "react";

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is a named region a
 * keyboard can reach (tab to it, then the arrow keys scroll), since a table of text has nothing
 * focusable inside to carry the keyboard along (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollTable({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard to scroll it
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      {children}
    </section>
  );
}
