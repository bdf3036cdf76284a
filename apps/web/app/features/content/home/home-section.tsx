import type { ReactNode } from "react";

type HomeSectionProps = {
  /** The heading's id: the section is a region named by its heading. */
  id: string;
  title: string;
  intro?: string;
  /** A link beside the heading on wide screens, under it on phones. */
  action?: ReactNode;
  /** A tinted band, to tell consecutive sections apart. */
  tinted?: boolean;
  children: ReactNode;
};

/** One section of the home page: a titled region in the page's column. */
export function HomeSection({ id, title, intro, action, tinted = false, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={tinted ? "border-y border-sand-200 bg-sand-50" : undefined}>
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
          <div className="max-w-2xl">
            <h2 id={id} className="font-display text-h2 font-semibold text-ink-900">
              {title}
            </h2>
            {intro ? <p className="mt-2 text-ink-700">{intro}</p> : null}
          </div>
          {action ? <div className="shrink-0">{action}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The look of a section's "see more" link. */
export const MORE_LINK_CLASS =
  "inline-flex min-h-11 items-center gap-1.5 font-semibold text-pine-700 underline-offset-4 hover:text-pine-800 hover:underline";

/** A notice in place of a section whose data could not be loaded. */
export function Unavailable({ children }: { children: ReactNode }) {
  return (
    <p className="mt-8 rounded-xl border border-brand-200 bg-brand-50 px-5 py-4 text-brand-800" role="status">
      {children}
    </p>
  );
}
