import type { ReactNode, Ref } from "react";

/**
 * How a link from an e-mail turned out (a password reset, an address confirmed): a tinted panel
 * whose heading takes focus when the page arrives on it. `id` names the heading for the panel.
 */
export function OutcomePanel({
  id,
  tone,
  title,
  headingRef,
  children,
}: {
  id: string;
  tone: "done" | "problem";
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const colours = tone === "done" ? "border-pine-100 bg-pine-50" : "border-brand-200 bg-brand-50";
  return (
    <section aria-labelledby={id} className={`rounded-2xl border p-6 text-ink-900 ${colours}`}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="font-display text-h3 font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
