import type { ComponentProps } from "react";

/*
 * The site's buttons, written once. Every class name below is whole and literal, so Tailwind
 * finds it when it scans the source; `npm run check` (scripts/check-ui-classes.mjs) refuses a
 * button's look written anywhere else.
 */

const VARIANTS = {
  /** Terracotta: the page's one call to action, a form's submit. */
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  /** Pine: the main action of a settings or staff form (save an alert, the backoffice's actions). */
  accent: "bg-pine-800 text-white hover:bg-pine-700",
  /** White with a sand border: the other actions beside a primary one. */
  secondary: "border border-sand-300 bg-white text-pine-800 hover:border-pine-600",
  /** Underlined terracotta words: an action that deletes something. */
  danger: "text-brand-800 underline hover:bg-brand-50",
  /** Underlined pine words: an action that undoes or leaves ("clear the filters"). */
  quiet: "text-pine-700 underline underline-offset-2 hover:text-pine-800",
} as const;

/** The height (at least 44 px, 48 px for a large one) and the size of the words. */
const HEIGHTS = {
  sm: "min-h-11 text-sm",
  md: "min-h-11",
  lg: "min-h-12",
} as const;

const PADDINGS = {
  sm: "px-4 py-2",
  md: "px-5 py-2",
  lg: "px-6 py-2.5",
} as const;

const CORNERS = {
  /** A pill, as every button on the site. */
  full: "rounded-full",
  /** Square-ish corners, to sit in a row of fields drawn so (the home page's search box). */
  xl: "rounded-xl",
} as const;

const BASE = "inline-flex items-center justify-center gap-2 font-semibold transition-colors disabled:opacity-70";

export type ButtonLook = {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof HEIGHTS;
  corners?: keyof typeof CORNERS;
  /** As wide as its container. */
  fullWidth?: boolean;
  /** `false` leaves the padding to `className` (a button fitted to a phone's narrow bar). */
  padded?: boolean;
  /** Layout only (margins, `sm:w-auto`, `shrink-0`): never another look. */
  className?: string;
};

/**
 * The classes of a button, for a link or a label drawn as one (`<AppLink className={buttonClass()}>`):
 * a link that leads somewhere stays a link, only its look is a button's.
 */
export function buttonClass({
  variant = "primary",
  size = "md",
  corners = "full",
  fullWidth = false,
  padded = true,
  className,
}: ButtonLook = {}): string {
  return [
    BASE,
    CORNERS[corners],
    HEIGHTS[size],
    padded ? PADDINGS[size] : null,
    VARIANTS[variant],
    fullWidth ? "w-full" : null,
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

type ButtonProps = Omit<ComponentProps<"button">, "className"> &
  ButtonLook & {
    /**
     * The form is being sent: the button cannot be pressed again and says so to assistive
     * technology (`aria-busy`); its words are what the caller gives (often "Sending…").
     */
    busy?: boolean;
  };

/** A `<button>` with the site's look; `type` is "button" unless told ("submit" for a form's). */
export function Button({
  variant,
  size,
  corners,
  fullWidth,
  padded,
  className,
  busy = false,
  disabled,
  type = "button",
  ...button
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, corners, fullWidth, padded, className })}
      {...button}
    />
  );
}
