/** The roommate pages' shared looks. */
export const card = "rounded-2xl border border-sand-200 bg-white p-5 sm:p-6";
export const heading = "font-display text-h3 font-semibold text-ink-900";
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-sand-300 bg-white px-5 py-2 font-semibold text-pine-800 transition-colors hover:border-pine-600";
export const statusBox = "rounded-2xl border border-pine-600 bg-pine-50 p-5";
