import type { SocialNetwork } from "@campuslar/domain/site/company";
import type { ReactNode } from "react";

/**
 * Line icons in the Lucide style (24-unit grid, 2px round strokes); always decorative. Every
 * icon set of the site draws with this one frame.
 */
export function LineIcon({ className = "size-5", children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

export function MenuIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </LineIcon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z" />
    </LineIcon>
  );
}

export function LogOutIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </LineIcon>
  );
}

export function LogInIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" />
    </LineIcon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </LineIcon>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M20 10c0 5-5.5 10.2-7.4 11.8a1 1 0 0 1-1.2 0C9.5 20.2 4 15 4 10a8 8 0 0 1 16 0" />
      <circle cx="12" cy="10" r="3" />
    </LineIcon>
  );
}

/** A house: "my listings" in the account menu, and the listing page's set (listing-icons.tsx). */
export const HOME_SHAPE = (
  <>
    <path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
    <path d="M9 21v-7h6v7" />
  </>
);

/** A tick: the backoffice in the account menu, and the listing page's set (listing-icons.tsx). */
export const CHECK_SHAPE = <path d="M20 6 9 17l-5-5" />;

export function HomeIcon(props: IconProps) {
  return <LineIcon {...props}>{HOME_SHAPE}</LineIcon>;
}

export function CheckIcon(props: IconProps) {
  return <LineIcon {...props}>{CHECK_SHAPE}</LineIcon>;
}

export function BadgeCheckIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z" />
      <path d="m9 12 2 2 4-4" />
    </LineIcon>
  );
}

/** The messaging app's speech bubble with a handset, filled so it reads at small sizes. */
export function WhatsAppIcon({ className = "size-6" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12.04 2a9.9 9.9 0 0 0-8.5 14.98L2 22l5.16-1.5A9.9 9.9 0 1 0 12.04 2Zm0 18.1a8.2 8.2 0 0 1-4.18-1.15l-.3-.18-3.06.9.9-2.98-.2-.31a8.2 8.2 0 1 1 6.84 3.72Zm4.5-6.14c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.56.13-.16.25-.64.8-.78.96-.14.17-.29.19-.54.06a6.7 6.7 0 0 1-3.3-2.89c-.25-.43.25-.4.71-1.32.08-.17.04-.31-.02-.43-.06-.13-.56-1.35-.77-1.84-.2-.49-.41-.42-.56-.43h-.48a.92.92 0 0 0-.67.31 2.8 2.8 0 0 0-.87 2.09 4.87 4.87 0 0 0 1.02 2.59c.12.17 1.76 2.69 4.27 3.77 1.59.69 2.21.75 3 .63.48-.07 1.46-.6 1.67-1.18.2-.58.2-1.08.14-1.18-.06-.1-.23-.17-.48-.29Z" />
    </svg>
  );
}

/** The social networks' marks, simplified to one colour (currentColor). */
export function SocialIcon({ network, className = "size-5" }: IconProps & { network: SocialNetwork }) {
  switch (network) {
    case "instagram":
      return (
        <LineIcon className={className}>
          <rect x="2" y="2" width="20" height="20" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <path d="M17.5 6.5h.01" />
        </LineIcon>
      );
    case "linkedin":
      return (
        <LineIcon className={className}>
          <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2z" />
          <circle cx="4" cy="4" r="2" />
        </LineIcon>
      );
    case "youtube":
      return (
        <LineIcon className={className}>
          <path d="M2.5 17a24.1 24.1 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.1 24.1 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
          <path d="m10 15 5-3-5-3z" />
        </LineIcon>
      );
    case "tiktok":
      return (
        <LineIcon className={className}>
          <path d="M9 12a4 4 0 1 0 4 4V3c.5 2.5 2.5 4.5 5 5" />
        </LineIcon>
      );
  }
}
