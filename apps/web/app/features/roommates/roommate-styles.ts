/** The roommate pages' shared looks. */
export const card = "rounded-2xl border border-sand-200 bg-white p-5 sm:p-6";
export const heading = "font-display text-h3 font-semibold text-ink-900";
export const statusBox = "rounded-2xl border border-pine-600 bg-pine-50 p-5";
