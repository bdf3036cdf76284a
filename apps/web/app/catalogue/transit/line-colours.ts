/**
 * A transit line's colours as a badge shows them. The feed gives each line a colour and a colour
 * for text over it, but not always a readable one (it leaves the text colour out for Line 7's
 * magenta, and GTFS then means black, at 3.7:1). Small bold text needs 4.5:1 (WCAG AA): the
 * feed's text colour is kept when it reaches that, else black or white, whichever reads better.
 */

/** WCAG's minimum contrast for normal-size text. */
const READABLE_CONTRAST = 4.5;

/** The relative luminance of a colour written as six hex digits (with or without `#`). */
function luminance(hex: string): number {
  const digits = hex.replace(/^#/, "");
  const channel = (offset: number) => {
    const value = Number.parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const HEX = /^#?[0-9a-f]{6}$/i;
const TONES = { black: "#000000", white: "#ffffff" } as const;
export type TextTone = keyof typeof TONES;

/**
 * A line's badge colours: its own colour behind, as a CSS colour; black or white text on it.
 * Only those two, so the text takes a class (the site's pages allow no inline styles) and the
 * colour behind goes in an SVG's fill. The feed's own text colour (black or white in practice)
 * is kept when it reads.
 */
export function lineColours(line: { color: string; textColor: string }): { background: string; text: TextTone } {
  const background = HEX.test(line.color) ? `#${line.color.replace(/^#/, "")}` : "#4b5563";
  const preferred = line.textColor.replace(/^#/, "").toLowerCase();
  const feedTone = (Object.keys(TONES) as TextTone[]).find((tone) => TONES[tone].slice(1) === preferred);
  if (feedTone && contrastRatio(background, TONES[feedTone]) >= READABLE_CONTRAST) {
    return { background, text: feedTone };
  }
  const text = contrastRatio(background, TONES.black) >= contrastRatio(background, TONES.white) ? "black" : "white";
  return { background, text };
}

/** The CSS colour of a tone, for checks and drawings that are not class-styled. */
export const toneColour = (tone: TextTone): string => TONES[tone];
