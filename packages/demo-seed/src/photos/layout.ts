import type { Random } from "../prng.ts";
import { W } from "./svg.ts";

/**
 * Placing furniture along a room's back wall, and things on the wall around it, so that
 * nothing overlaps: pieces stand side by side on the floor line, and a window or picture goes
 * only where no tall piece stands in front of it.
 */

export type Words = { pt: string; en: string };

export type Piece = {
  w: number;
  /** Height above the floor line; tall pieces block the wall behind them. */
  h: number;
  draw: (x: number, baseY: number) => string;
  /** How the alt text names it; unnamed pieces (a lamp, a plant) go unsaid. */
  words?: Words;
  /** Dropped when the wall is too short for everything, highest first; never when unset. */
  drop?: number;
  /** How high it is where a window may show behind it (a desk under its laptop); `h` when unset. */
  behind?: number;
  /** The bed or sofa: a picture or a window goes above it when the wall is free. */
  focus?: boolean;
};

export type Placed = Piece & { x: number };

/** Keeps the pieces that fit between `left` and `right` and spreads them with random gaps. */
export function arrange(rng: Random, pieces: readonly Piece[], left = 30, right = W - 30): Placed[] {
  const kept = [...pieces];
  const width = () => kept.reduce((sum, piece) => sum + piece.w, 0) + (kept.length - 1) * 12;
  while (width() > right - left) {
    const rank = Math.max(...kept.map((piece) => piece.drop ?? 0));
    if (rank <= 0) break;
    kept.splice(
      kept.findLastIndex((piece) => piece.drop === rank),
      1,
    );
  }
  const free = Math.max(0, right - left - kept.reduce((sum, piece) => sum + piece.w, 0));
  const weights = Array.from({ length: kept.length + 1 }, (_, i) =>
    i === 0 || i === kept.length ? rng.range(0.2, 0.8) : rng.range(0.5, 1.6),
  );
  const total = weights.reduce((a, b) => a + b, 0);
  const placed: Placed[] = [];
  let x = left;
  for (const [i, piece] of kept.entries()) {
    x += (free * (weights[i] ?? 0)) / total;
    placed.push({ ...piece, x });
    x += piece.w;
  }
  return placed;
}

type Box = { x: number; y: number; w: number; h: number; behindY?: number };

/** Free spots on the wall behind and above the furniture. */
export class WallPlanner {
  private readonly taken: Box[];

  constructor(
    private readonly rng: Random,
    placed: readonly Placed[],
    baseY: number,
  ) {
    this.taken = placed.map((piece) => ({
      x: piece.x,
      y: baseY - piece.h,
      w: piece.w,
      h: piece.h,
      behindY: baseY - (piece.behind ?? piece.h),
    }));
  }

  /** Marks a box as used. */
  reserve(x: number, y: number, w: number, h: number): void {
    this.taken.push({ x, y, w, h });
  }

  /** Takes the box at exactly this spot if it is free. */
  placeAt(x: number, y: number, w: number, h: number, margin = 16): boolean {
    if (x < 0 || x + w > W) return false;
    const clash = this.taken.some(
      (b) => x - margin < b.x + b.w && x + w + margin > b.x && y - margin < b.y + b.h && y + h + margin > b.y,
    );
    if (!clash) this.reserve(x, y, w, h);
    return !clash;
  }

  /**
   * The left edge of a free box `w`×`h` at height `y` (with `margin` around it), trying the
   * preferred centres first, then spots across the wall; null when there is none.
   */
  place(w: number, y: number, h: number, prefer: readonly number[] = [], margin = 16, window = false): number | null {
    const candidates = [...prefer, ...Array.from({ length: 40 }, () => this.rng.range(w / 2 + 20, W - w / 2 - 20))];
    for (const cx of candidates) {
      const x = cx - w / 2;
      if (x < 20 || x + w > W - 20) continue;
      const clash = this.taken.some((b) => {
        const top = window && b.behindY !== undefined ? b.behindY : b.y;
        return x - margin < b.x + b.w && x + w + margin > b.x && y - margin < b.y + b.h && y + h + margin > top;
      });
      if (!clash) {
        this.reserve(x, y, w, h);
        return x;
      }
    }
    return null;
  }
}

/** Names of pieces in the order they stand, each once. */
export function named(placed: readonly Placed[]): Words[] {
  const seen = new Set<string>();
  const out: Words[] = [];
  for (const piece of placed) {
    if (!piece.words || seen.has(piece.words.en)) continue;
    seen.add(piece.words.en);
    out.push(piece.words);
  }
  return out;
}

export function shuffle<T>(rng: Random, items: readonly T[]): T[] {
  return rng.sample(items, items.length);
}
