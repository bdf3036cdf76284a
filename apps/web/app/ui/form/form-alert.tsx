import type { ReactNode, Ref } from "react";

type FormAlertProps = {
  children: ReactNode;
  /** Smaller words and padding, for a narrow form (a card's, a disclosure's, the backoffice's). */
  compact?: boolean;
  /** On a terracotta-tinted card the box is white, so it still stands out. */
  onTint?: boolean;
  /** Given when the alert takes focus after a refusal (`useFocusOnRefusal`): it is then focusable. */
  ref?: Ref<HTMLParagraphElement>;
  /** Layout only (margins, grid span). */
  className?: string;
};

const LOOKS = {
  regular: "rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-brand-800",
  regularOnTint: "rounded-lg border border-brand-200 bg-white px-4 py-3 font-medium text-brand-800",
  compact: "rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800",
} as const;

/**
 * What went wrong with a form as a whole (the API down, a conflict, "check the fields below"):
 * a box above the form, announced as it appears (`role="alert"`).
 */
export function FormAlert({ children, compact = false, onTint = false, ref, className }: FormAlertProps) {
  const look = compact ? LOOKS.compact : onTint ? LOOKS.regularOnTint : LOOKS.regular;
  return (
    <p ref={ref} tabIndex={ref ? -1 : undefined} role="alert" className={className ? `${look} ${className}` : look}>
      {children}
    </p>
  );
}
