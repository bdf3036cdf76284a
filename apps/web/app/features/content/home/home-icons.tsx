import { LineIcon as Icon } from "../../../ui/icons/icons.tsx";

/**
 * The home page's own icons, in the style of icons.tsx (Lucide: 24-unit grid, 2px round
 * strokes). Always decorative: the text next to them says what they mean.
 */
type IconProps = { className?: string };

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

/** The concierge: a bell on a desk. */
export const ConciergeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 20a1 1 0 0 1-1-1v-1a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v1a1 1 0 0 1-1 1zM20 16a8 8 0 1 0-16 0M12 4v4M10 4h4" />
  </Icon>
);

/** Roommates: two people side by side. */
export const RoommatesIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="3" />
    <circle cx="16" cy="8" r="3" />
    <path d="M2 20v-1a5 5 0 0 1 10 0v1M12 20v-1a5 5 0 0 1 10 0v1" />
  </Icon>
);

/** Services: a camera, for the photographer first among them. */
export const CameraIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3z" />
    <circle cx="12" cy="13" r="3" />
  </Icon>
);

export const QuoteIcon = ({ className = "size-8" }: IconProps) => (
  <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M13 8c-4.4 1.6-7 5.1-7 10v6h8v-8h-4c0-2.6 1.4-4.6 4-5.6zm13 0c-4.4 1.6-7 5.1-7 10v6h8v-8h-4c0-2.6 1.4-4.6 4-5.6z"
    />
  </svg>
);
