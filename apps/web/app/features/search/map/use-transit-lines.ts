import type { TransitLine, TransitLines } from "@campuslar/domain/commute/commute-dto";
import { type RefObject, useEffect, useState } from "react";
import type { SearchMapDrawing } from "./draw-search-map.ts";

export type TransitLinesState = "off" | "loading" | "shown" | "failed";

// Asked once per page however often the lines are shown; a failed answer is forgotten, so the
// next time they are switched on they are asked for again.
let request: Promise<TransitLines> | null = null;

function fetchLines(): Promise<TransitLines> {
  request ??= fetch("/v2/transit/lines", { headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`transit lines: HTTP ${response.status}`);
      return (await response.json()) as TransitLines;
    })
    .catch((error: unknown) => {
      request = null;
      throw error;
    });
  return request;
}

// A phone's map is taken down when it closes: the choice outlives it, for the next opening.
let chosen = false;

/**
 * The metro and train lines over the map, off until the visitor turns them on: then asked for
 * (once) and drawn; turned off, taken away.
 */
export function useTransitLines(
  drawing: RefObject<SearchMapDrawing | null>,
  ready: boolean,
  title: (line: TransitLine) => string,
) {
  const [wanted, setWanted] = useState(chosen);
  const [state, setState] = useState<TransitLinesState>("off");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `title` follows the page's language, which does not change while the map is shown.
  useEffect(() => {
    chosen = wanted;
    if (!ready || !drawing.current) return;
    if (!wanted) {
      drawing.current.setLines(null);
      setState("off");
      return;
    }
    let current = true;
    setState("loading");
    fetchLines().then(
      (answer) => {
        if (!current) return;
        drawing.current?.setLines(answer.lines, title);
        setState("shown");
      },
      (error: unknown) => {
        if (!current) return;
        console.warn("search map: the transit lines did not load", error);
        setState("failed");
      },
    );
    return () => {
      current = false;
    };
  }, [ready, wanted, drawing]);

  return { wanted, setWanted, state };
}
