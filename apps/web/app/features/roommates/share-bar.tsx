/**
 * A small bar filled to `share` (0 to 1). Drawn in SVG because the pages' content policy
 * refuses inline styles, so a width cannot be set with `style`.
 */
export function ShareBar({ share, className = "" }: { share: number; className?: string }) {
  const filled = Math.max(0, Math.min(100, Math.round(share * 100)));
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 100 6"
      preserveAspectRatio="none"
      className={`block h-1.5 w-full overflow-hidden rounded-full ${className}`}
    >
      <rect width="100" height="6" className="fill-sand-100" />
      <rect width={filled} height="6" className="fill-pine-600" />
    </svg>
  );
}
