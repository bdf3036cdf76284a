import type { ReactNode } from "react";

/** The top of a content page: its heading and the line that says what it is for. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="border-b border-sand-200 bg-gradient-to-b from-brand-50 to-cream">
      <div className="mx-auto max-w-6xl px-5 pt-10 pb-10 sm:px-8 sm:pt-16 sm:pb-14">
        <h1 className="max-w-3xl font-display text-h1 font-semibold tracking-tight text-ink-900">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-ink-700 sm:text-lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
