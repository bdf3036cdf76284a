import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useT } from "../../../i18n/t.ts";
import { ListIcon, MapIcon } from "../../../ui/icons/search-icons.tsx";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { useMediaQuery } from "../../../ui/use-media-query.ts";
import type { MapViewProps } from "./map-view.tsx";
import "./map-messages.ts";

/** From this width the map sits beside the list; narrower screens open it with a button. */
export const SPLIT_VIEW_QUERY = "(min-width: 1280px)";

// The map's code (this view, then Leaflet and the pins' drawing) loads only once a map is shown.
const MapView = lazy(() => import("./map-view.tsx").then((module) => ({ default: module.MapView })));

/**
 * The search's map, in its place: beside the list on a wide screen; on a phone or tablet, a
 * button that stays on screen opens it over the whole page and brings the list back, where it
 * was, or at its top when the map narrowed it meanwhile. The map is an extra: the list is the
 * keyboard's and the screen reader's path (decision 023).
 */
export function SearchMap(props: MapViewProps) {
  const { t } = useT();
  const hydrated = useHydrated();
  const wide = useMediaQuery(SPLIT_VIEW_QUERY);
  const [open, setOpen] = useState(false);
  const shown = wide || open;
  // Whether the map put a new area in the address while a phone's map was open.
  const areaSearched = useRef(false);

  const close = () => {
    setOpen(false);
    if (areaSearched.current) document.getElementById("search-list")?.scrollIntoView({ block: "start" });
  };

  // Escape closes a phone's map, as it closes the site's other layers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `close` reads a ref; the listener lives while the map is open.
  useEffect(() => {
    if (!open || wide) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, wide]);

  return (
    <>
      <section
        id="search-map"
        aria-label={t("searchMap.label")}
        className={`${
          open ? "fixed inset-x-0 top-[var(--site-header-height,4rem)] bottom-0 z-30 xl:static" : "hidden xl:block"
        } isolate overflow-hidden bg-sand-100 xl:sticky xl:top-[calc(var(--site-header-height,4rem)+1rem)] xl:h-[calc(100dvh-var(--site-header-height,4rem)-2rem)] xl:rounded-2xl xl:border xl:border-sand-200`}
      >
        {shown ? (
          <MapFailure message={t("searchMap.failed")}>
            <Suspense fallback={null}>
              <MapView
                {...props}
                onAreaSearch={() => {
                  areaSearched.current = true;
                }}
              />
            </Suspense>
          </MapFailure>
        ) : null}
      </section>

      {hydrated ? (
        <button
          type="button"
          aria-controls="search-map"
          aria-expanded={open}
          aria-label={t(open ? "searchMap.hideLong" : "searchMap.showLong")}
          onClick={() => {
            if (open) return close();
            areaSearched.current = false;
            setOpen(true);
          }}
          className="fixed bottom-[calc(var(--cookie-notice-offset,0px)+1rem)] left-1/2 z-40 inline-flex min-h-12 -translate-x-1/2 items-center gap-2 rounded-full bg-ink-900 px-5 font-semibold text-white shadow-lg hover:bg-ink-700 xl:hidden print:hidden"
        >
          {open ? <ListIcon className="size-5" /> : <MapIcon className="size-5" />}
          <span aria-hidden="true">{t(open ? "searchMap.hide" : "searchMap.show")}</span>
        </button>
      ) : null}
    </>
  );
}

/**
 * A map that could not load (its code did not arrive, the connection dropped) says so in its
 * place; the page and its list go on.
 */
class MapFailure extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("search map: the map did not load", error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="status" className="m-3 rounded-xl bg-white px-4 py-3 text-sm text-ink-900 shadow-md">
        {this.props.message}
      </p>
    );
  }
}
