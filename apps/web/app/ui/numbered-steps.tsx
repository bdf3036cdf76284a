/** The number's circle: tinted on a white card, outlined on a tinted one. */
const MARKERS = {
  tint: "inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-pine-50 text-sm font-semibold text-pine-800",
  outline:
    "inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-pine-600 bg-white text-sm font-semibold text-pine-800",
} as const;

/**
 * What happens next, in order: a numbered list whose numbers are drawn in circles (hidden from
 * assistive technology, which reads the list's own order).
 */
export function NumberedSteps({
  steps,
  marker = "tint",
  className = "mt-3",
}: {
  steps: readonly string[];
  marker?: keyof typeof MARKERS;
  /** Layout only (the space above). */
  className?: string;
}) {
  return (
    <ol className={`${className} space-y-3`}>
      {steps.map((step, index) => (
        <li key={step} className="flex items-start gap-3 text-ink-700">
          <span aria-hidden="true" className={MARKERS[marker]}>
            {index + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}
