import { NAVIGATION_PROGRESS_MS } from "@campuslar/domain/events/navigation-progress";
import { type CSSProperties, useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "../../i18n/t.ts";
import "./messages.ts";

/** A navigation quicker than this shows nothing: a flash of a bar reads as a glitch. */
const SHOW_AFTER_MS = 120;
/** How long the finished bar takes to fill and fade (matches `--animate-progress-done`). */
const DONE_MS = 400;

type Phase = "hidden" | "loading" | "done";

/**
 * The creep's duration, the spec's 5000 ms, set on the element: a custom property read inside
 * the theme's `--animate-progress-grow` would resolve at the root, where it is not set.
 */
const GROW_STYLE: CSSProperties = { animationDuration: `${NAVIGATION_PROGRESS_MS}ms` };

/**
 * Spec §2: route changes show a progress bar. A thin brand-coloured bar at the very top
 * creeps towards the end over the spec's 5000 ms while the next page loads (its length is a
 * guess: React Router does not know how far along it is, so it is an indeterminate progress
 * bar), waits there if the page is slower, then fills and fades.
 * With reduced motion it simply appears and disappears.
 */
export function NavigationProgress() {
  const { t } = useT();
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<Phase>("hidden");

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase("loading"), SHOW_AFTER_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === "loading" ? "done" : "hidden"));
  }, [busy]);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = window.setTimeout(() => setPhase("hidden"), DONE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === "hidden") return null;
  if (phase === "done") {
    return (
      <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 motion-reduce:hidden">
        <div className="h-full origin-left animate-progress-done bg-brand-600" />
      </div>
    );
  }
  return (
    <div
      role="progressbar"
      aria-label={t("shell.progress.label")}
      aria-valuetext={t("shell.progress.label")}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 bg-brand-100/60"
    >
      <div
        style={GROW_STYLE}
        className="h-full origin-left animate-progress-grow bg-brand-600 shadow-[0_0_8px] shadow-brand-500/60 motion-reduce:animate-none motion-reduce:opacity-70"
      />
    </div>
  );
}
