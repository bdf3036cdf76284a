import type { AmenityFlag } from "@campuslar/domain/property/property-enums";
import type { ReactNode } from "react";
import { CHECK_SHAPE, HOME_SHAPE, LineIcon as Line } from "./icons.tsx";

/** Line icons in the style of ui/icons/icons.tsx (24-unit grid, 2px round strokes); decorative. */
type IconProps = { className?: string };

const shapes = {
  shower: (
    <>
      <path d="M4 20V8a4 4 0 0 1 8 0" />
      <path d="M10 8h6l-1 3h-4z" />
      <path d="M11 14v1M13 14v1M15 14v1M12 17v1M14 17v1" />
    </>
  ),
  flame: <path d="M12 3c1 3 5 5 5 10a5 5 0 0 1-10 0c0-3 2-4 2-7 1 1 2 2 3 3 0-2-1-4 0-6z" />,
  bolt: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  lift: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="m9 9 3-3 3 3M9 15l3 3 3-3" />
    </>
  ),
  balcony: (
    <>
      <path d="M6 11V4h12v7" />
      <path d="M3 11h18M4 11v9M20 11v9M8 11v9M12 11v9M16 11v9M3 20h18" />
    </>
  ),
  cabinet: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="1" />
      <path d="M12 3v18M10 11v2M14 11v2" />
    </>
  ),
  meeting: (
    <>
      <rect x="3" y="10" width="18" height="4" rx="1" />
      <path d="M6 14v5M18 14v5M7 7a2 2 0 1 0 0-.01M17 7a2 2 0 1 0 0-.01" />
    </>
  ),
  glass: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="1" />
      <path d="m9 8 3-3M9 13l6-6" />
    </>
  ),
  snowflake: <path d="M12 2v20M4.5 6.5l15 11M19.5 6.5l-15 11M9 4l3 2 3-2M9 20l3-2 3 2" />,
  steam: (
    <>
      <path d="M3 20h18" />
      <path d="M8 16c-1-2 1-3 0-5s1-3 0-5M12 16c-1-2 1-3 0-5s1-3 0-5M16 16c-1-2 1-3 0-5s1-3 0-5" />
    </>
  ),
  washer: (
    <>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <circle cx="12" cy="13" r="5" />
      <path d="M8 6h.01M11 6h.01" />
    </>
  ),
  basket: (
    <>
      <path d="M4 9h16l-2 11H6z" />
      <path d="m8 9 3-5M16 9l-3-5M10 13v3M14 13v3" />
    </>
  ),
  grill: (
    <>
      <path d="M4 10h16a8 8 0 0 1-16 0z" />
      <path d="m8 17-2 5M16 17l2 5M12 18v4M9 3c-1 1 1 2 0 4M13 3c-1 1 1 2 0 4" />
    </>
  ),
  dumbbell: (
    <>
      <path d="M7 7v10M17 7v10M4 9v6M20 9v6M7 12h10" />
    </>
  ),
  waves: (
    <path d="M2 12c2 0 2-2 5-2s3 2 5 2 3-2 5-2 3 2 5 2M2 18c2 0 2-2 5-2s3 2 5 2 3-2 5-2 3 2 5 2M8 10V4h3M16 10V4h-3" />
  ),
  bucket: (
    <>
      <path d="M5 8h14l-2 13H7z" />
      <path d="M8 8a4 4 0 0 1 8 0" />
    </>
  ),
  party: (
    <>
      <path d="m4 20 5-13 8 8z" />
      <path d="M14 4v2M18 6l-1.5 1.5M20 10h-2M15 9l4-4" />
    </>
  ),
  fridge: (
    <>
      <rect x="5" y="2" width="14" height="20" rx="2" />
      <path d="M5 9h14M9 5v2M9 12v3" />
    </>
  ),
  penthouse: (
    <>
      <path d="M3 21h18M6 21V9l6-5 6 5v12" />
      <path d="M10 21v-5h4v5M10 11h4" />
    </>
  ),
  stove: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <circle cx="9" cy="8" r="1.5" />
      <circle cx="15" cy="8" r="1.5" />
      <path d="M4 12h16M8 16h8" />
    </>
  ),
  microwave: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <rect x="5" y="8" width="10" height="8" rx="1" />
      <path d="M18 9v.01M18 12v.01M18 15v.01" />
    </>
  ),
  pipe: (
    <>
      <path d="M3 8h9a4 4 0 0 1 4 4v9" />
      <path d="M3 13h7a1 1 0 0 1 1 1v7" />
      <path d="M3 6v9M14 21h7" />
    </>
  ),
  lobby: (
    <>
      <path d="M3 21h18M5 21V7l7-4 7 4v14" />
      <path d="M9 21v-6h6v6M9 10h.01M15 10h.01" />
    </>
  ),
  sofa: (
    <>
      <path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3" />
      <path d="M3 11a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v6H3zM5 17v2M19 17v2" />
    </>
  ),
  paw: (
    <>
      <circle cx="6" cy="10" r="1.5" />
      <circle cx="10" cy="6" r="1.5" />
      <circle cx="14" cy="6" r="1.5" />
      <circle cx="18" cy="10" r="1.5" />
      <path d="M8 17c0-3 2-5 4-5s4 2 4 5a2 2 0 0 1-2 2c-1 0-1-.5-2-.5s-1 .5-2 .5a2 2 0 0 1-2-2z" />
    </>
  ),
  ball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  tv: (
    <>
      <rect x="2" y="6" width="20" height="13" rx="2" />
      <path d="m8 2 4 4 4-4" />
    </>
  ),
  bed: (
    <>
      <path d="M3 19V6M3 11h18v8M3 16h18" />
      <path d="M7 11V9a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v2" />
    </>
  ),
  bath: (
    <>
      <path d="M4 12h16v3a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" />
      <path d="M6 12V5a2 2 0 0 1 4 0M7 20l-1 2M17 20l1 2" />
    </>
  ),
  car: (
    <>
      <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />
      <path d="M3 12h18" />
      <circle cx="7.5" cy="17" r="2" />
      <circle cx="16.5" cy="17" r="2" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2 20a7 7 0 0 1 14 0M16 4a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 4 6" />
    </>
  ),
  door: (
    <>
      <path d="M5 21V4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v17M3 21h18" />
      <path d="M15 12h.01" />
    </>
  ),
  ruler: (
    <>
      <path d="M3 17 17 3l4 4L7 21z" />
      <path d="m7 13 2 2M10 10l2 2M13 7l2 2" />
    </>
  ),
  home: HOME_SHAPE,
  pin: (
    <>
      <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  cap: (
    <>
      <path d="m2 9 10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2 9 2 12 0v-5M22 9v6" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </>
  ),
  check: CHECK_SHAPE,
  x: <path d="M18 6 6 18M6 6l12 12" />,
  chevronLeft: <path d="m15 18-6-6 6-6" />,
  chevronRight: <path d="m9 18 6-6-6-6" />,
} satisfies Record<string, ReactNode>;

export type ListingIconName = keyof typeof shapes;

/** One of the listing page's icons by name. */
export function ListingIcon({ name, className }: IconProps & { name: ListingIconName }) {
  return <Line className={className}>{shapes[name]}</Line>;
}

/** The icon of each amenity flag of spec §3. */
export const AMENITY_ICONS: Record<AmenityFlag, ListingIconName> = {
  hasGasShower: "shower",
  hasLift: "lift",
  hasBalcony: "balcony",
  hasCabinets: "cabinet",
  hasMeetingRoom: "meeting",
  hasBlindex: "glass",
  hasAirConditioning: "snowflake",
  hasSauna: "steam",
  hasWashingMachine: "washer",
  hasElectricShower: "bolt",
  hasLaundry: "basket",
  hasGrill: "grill",
  hasGym: "dumbbell",
  hasPool: "waves",
  hasUtilityRoom: "bucket",
  hasPartyRoom: "party",
  hasRefrigerator: "fridge",
  isPenthouse: "penthouse",
  hasStove: "stove",
  hasMicrowave: "microwave",
  hasPipedGas: "pipe",
  hasLobby: "lobby",
  hasFurniture: "sofa",
  acceptPets: "paw",
  hasSportCourt: "ball",
  hasTV: "tv",
};
