/**
 * Colours of the demo photo pool: room palettes, skies at different times of day and the
 * patterns (bricks, tiles, floorboards) a scene's SVG defines once and fills shapes with.
 */

export type Palette = {
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  accent: string;
  accent2: string;
  fabric: string;
  wood: string;
  woodDark: string;
  metal: string;
  plant: string;
  plantDark: string;
};

const palette = (colours: string): Palette => {
  const [wall, wallShade, floor, floorLine, accent, accent2, fabric, wood, woodDark, metal, plant, plantDark] =
    colours.split(" ") as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
  return { wall, wallShade, floor, floorLine, accent, accent2, fabric, wood, woodDark, metal, plant, plantDark };
};

export const PALETTES: readonly Palette[] = [
  // wall, shade, floor, floor line, accent, accent 2, fabric, wood, dark wood, metal, plant, dark plant
  palette("#f3e9dc #e7d8c4 #c89f72 #b08558 #2f6f73 #e07a5f #fbf7ef #a47148 #7a5234 #4a4e55 #4f8f4c #356b35"),
  palette("#dfe9e4 #cddcd5 #b9a48a #9f8a70 #3d5a80 #f2b84b #ffffff #c49a6c #8e6c47 #3b4048 #5a9e5a #3c7a41"),
  palette("#f6e3d6 #eccfbd #9c7b5b #856649 #6d597a #e56b6f #fff8f1 #b5835a #7f5a3c #50505a #6a994e #46723a"),
  palette("#e4e7ee #d3d8e2 #d2b48c #b99a70 #264653 #e9c46a #f8f9fb #9c6644 #6f4a31 #2f3640 #2a9d8f #1f7168"),
  palette("#fbf1c7 #f1e3a8 #a98467 #8d6d53 #bc4b51 #5b8e7d #fffdf5 #8b5e3c #634128 #41464d #588157 #3a5a40"),
  palette("#e8e1f0 #d9cfe6 #c2a383 #a88a6b #457b9d #f4a261 #fdfcff #b08968 #7f5f45 #3d405b #52b788 #2d6a4f"),
  palette("#ffffff #eeeeee #8d6e63 #76594f #1d3557 #e63946 #f1faee #d4a373 #9c7146 #343a40 #40916c #1b4332"),
  palette("#d8e2dc #c5d3ca #deb887 #c49d6a #7b5ea7 #ff9f1c #ffffff #a0785a #6e5240 #2b2d42 #55a630 #2b9348"),
  palette("#c9d6cf #b5c6bd #e3d5c1 #cdbca4 #d17a22 #33658a #f7f4ee #e0c9a6 #b39470 #3c3c3c #6b9a5b #44703a"),
  palette("#f0d9c8 #e3c2aa #7d5a44 #664836 #2d6a4f #f4d35e #fffaf3 #c08552 #895737 #4b3f3a #74a57f #4a7856"),
  palette("#e9edf2 #d5dde6 #b7b7b7 #a0a0a0 #ef476f #118ab2 #ffffff #caa277 #8f6d4b #22313f #06a77d #05668d"),
  palette("#f5efe6 #e8dccb #d9c3a5 #c2a986 #8a9a5b #c1666b #fffdf9 #b99470 #7d6148 #4f4f4f #8a9a5b #5f6f3b"),
  palette("#dbe7f0 #c6d7e4 #a47551 #8a5f40 #f28482 #84a59d #ffffff #deb887 #a57c4f #37474f #6a994e #386641"),
  palette("#fde2c8 #f5cba7 #b08968 #957256 #355070 #eaac8b #fff7ef #9c6b4e #6b4630 #3a3a3a #5e8c61 #3b6045"),
  palette("#e6e2d3 #d6d0bb #6f5f4c #5a4c3c #c44536 #197278 #fbfaf5 #a8845c #70563a #283d3b #7aa95c #4d7c3a"),
  palette("#efe9f4 #ddd3e8 #cdb79e #b49f85 #006d77 #ffb4a2 #ffffff #bc8a5f #8b5e3c #2f3e46 #83c5be #3d8a83"),
];

export type TimeOfDay = "morning" | "midday" | "afternoon" | "sunset" | "dusk" | "night" | "overcast";

export type Sky = {
  time: TimeOfDay;
  top: string;
  bottom: string;
  /** The sun, or the moon at night; none under clouds. */
  sun: string | null;
  day: boolean;
};

export const SKIES: Record<TimeOfDay, Sky> = {
  morning: { time: "morning", top: "#8ec5fc", bottom: "#e6f4ff", sun: "#fff1b8", day: true },
  midday: { time: "midday", top: "#4f9ee8", bottom: "#cfe7fb", sun: "#ffe08a", day: true },
  afternoon: { time: "afternoon", top: "#6fb1e8", bottom: "#ffe9c7", sun: "#ffe08a", day: true },
  sunset: { time: "sunset", top: "#f7a072", bottom: "#ffe5b4", sun: "#fff4d6", day: true },
  dusk: { time: "dusk", top: "#5c6bc0", bottom: "#f8b195", sun: "#ffd3a5", day: false },
  night: { time: "night", top: "#0f1d3a", bottom: "#34497a", sun: "#f4f1de", day: false },
  overcast: { time: "overcast", top: "#9eaab8", bottom: "#e1e6ec", sun: null, day: true },
};

/** Times of day a room's window shows, daylight more often than not. */
export const ROOM_TIMES: readonly TimeOfDay[] = [
  "midday",
  "morning",
  "afternoon",
  "night",
  "midday",
  "sunset",
  "overcast",
  "morning",
  "dusk",
  "afternoon",
];

/** Times of day a building is shown at: mostly daylight, as estate agents photograph them. */
export const OUTDOOR_TIMES: readonly TimeOfDay[] = [
  "midday",
  "afternoon",
  "morning",
  "sunset",
  "midday",
  "overcast",
  "dusk",
  "morning",
  "night",
  "afternoon",
];

/** How a scene's alt text says when it was taken; daylight goes unsaid. */
export const TIME_WORDS: Record<TimeOfDay, { pt: string; en: string } | null> = {
  morning: null,
  midday: null,
  afternoon: null,
  overcast: { pt: "em dia nublado", en: "on a cloudy day" },
  sunset: { pt: "ao pôr do sol", en: "at sunset" },
  dusk: { pt: "ao anoitecer", en: "at dusk" },
  night: { pt: "à noite", en: "at night" },
};

/** Window panes lit at night and glass by day. */
export const glassOf = (sky: Sky) => (sky.day ? "#9cc3e0" : "#30405f");
export const litOf = (sky: Sky) => (sky.day ? "#cfe3f3" : "#ffd98e");

export function sceneDefs(sky: Sky, p: Palette): string {
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>` +
    '<pattern id="brick" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="#b5653f"/><path d="M0 0.5H40M0 10.5H40M20 0V10M0 10V20M40 10V20" stroke="#e8c4a8" stroke-width="1.5"/></pattern>' +
    '<pattern id="brick-light" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="#d9a383"/><path d="M0 0.5H40M0 10.5H40M20 0V10M0 10V20M40 10V20" stroke="#f3dccb" stroke-width="1.5"/></pattern>' +
    `<pattern id="planks" width="180" height="52" patternUnits="userSpaceOnUse"><rect width="180" height="52" fill="${p.floor}"/><path d="M0 25H180M0 51H180M40 0V25M130 26V52" stroke="${p.floorLine}" stroke-width="2"/></pattern>` +
    `<pattern id="herringbone" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${p.floor}"/><path d="M0 40L20 20L40 40M0 20L20 0L40 20M20 20V40M0 0V20M40 0V20" stroke="${p.floorLine}" stroke-width="2" fill="none"/></pattern>` +
    '<pattern id="floor-tiles" width="60" height="30" patternUnits="userSpaceOnUse"><rect width="60" height="30" fill="#d7d2c8"/><path d="M0 0.5H60M0.5 0V30" stroke="#bdb6aa" stroke-width="1.5"/></pattern>' +
    '<pattern id="checker" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="#b0bec5"/><rect width="40" height="40" fill="#90a4ae"/><rect x="40" y="40" width="40" height="40" fill="#90a4ae"/></pattern>' +
    '<pattern id="square-tiles" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M0 0.5H40M0.5 0V40" stroke="#c9d2d6" stroke-width="1.5"/></pattern>' +
    '<pattern id="subway-tiles" width="44" height="44" patternUnits="userSpaceOnUse"><path d="M0 0.5H44M0 22.5H44M0.5 0V22M22.5 22V44" stroke="#c9d2d6" stroke-width="1.5"/></pattern>' +
    '<pattern id="tall-tiles" width="30" height="60" patternUnits="userSpaceOnUse"><path d="M0 0.5H30M0.5 0V60" stroke="#c9d2d6" stroke-width="1.5"/></pattern>' +
    `<pattern id="towers" width="20" height="28" patternUnits="userSpaceOnUse"><path d="M3 4h4v6h-4zM13 4h4v6h-4zM3 18h4v6h-4z" fill="${sky.day ? "#e3eaf1" : "#ffd98e"}" fill-opacity="0.8"/>${sky.day ? "" : '<path d="M13 18h4v6h-4z" fill="#2a3454"/>'}</pattern>` +
    '<pattern id="paving" width="48" height="24" patternUnits="userSpaceOnUse"><rect width="48" height="24" fill="#cfd3d6"/><path d="M0 0.5H48M0.5 0V24" stroke="#b8bec2" stroke-width="1.5"/></pattern>'
  );
}
