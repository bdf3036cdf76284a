/** The alerts pages' shared looks (Tailwind classes), so their buttons and notices match. */
export const PAGE = "mx-auto max-w-2xl px-5 py-10 sm:px-8 sm:py-14";
export const PRIMARY_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-pine-800 px-5 py-2 font-semibold text-white transition-colors hover:bg-pine-700 disabled:opacity-70";
export const SECONDARY_LINK =
  "inline-flex min-h-11 items-center rounded-full border border-sand-300 bg-white px-5 py-2 font-semibold text-pine-800 transition-colors hover:border-pine-600";
export const FORM_ERROR = "rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800";
export const NOTICE = "rounded-lg border border-pine-200 bg-pine-50 px-3 py-2 text-sm font-medium text-pine-900";
