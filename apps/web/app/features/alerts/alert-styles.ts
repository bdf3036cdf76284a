/** The alerts pages' shared looks (Tailwind classes): the page's width and the notice of a change done. */
export const PAGE = "mx-auto max-w-2xl px-5 py-10 sm:px-8 sm:py-14";
export const NOTICE = "rounded-lg border border-pine-200 bg-pine-50 px-3 py-2 text-sm font-medium text-pine-900";
