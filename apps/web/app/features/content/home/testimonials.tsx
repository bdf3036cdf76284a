import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import "./messages.ts";
import { useT } from "../../../i18n/t.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../ui/icons/search-icons.tsx";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import { ExampleBadge, InItsLanguage, LanguageNote } from "./content-badges.tsx";
import type { TestimonialView } from "./home-content.ts";
import { QuoteIcon } from "./home-icons.tsx";
import { HomeSection } from "./home-section.tsx";

/** Where the slides go two to a row (Tailwind's `lg`). */
const WIDE = "(min-width: 64rem)";

/**
 * The comments slider (WAI-ARIA carousel pattern, never moving on its own): a row of slides
 * that snaps one slide at a time (two side by side on wide screens). Without JavaScript it is
 * a scrollable row; with it, previous and next buttons (wrapping round), the arrow, Home and
 * End keys on the focused row, and a status line that says which testimonials are in view.
 * The testimonials are those staff published (docs/decisions/014-content-claims.md); with none,
 * there is no section.
 */
export function Testimonials({ items }: { items: readonly TestimonialView[] }) {
  if (items.length === 0) return null;
  return <TestimonialsCarousel items={items} />;
}

function TestimonialsCarousel({ items }: { items: readonly TestimonialView[] }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const id = useId();
  const trackRef = useRef<HTMLElement>(null);
  const settleTimer = useRef<number | undefined>(undefined);
  /** Where a button or key is taking the row; until it gets there, a pause in the scroll is not a rest. */
  const heading = useRef<number | null>(null);
  const [view, setView] = useState({ index: 0, perView: 1 });
  // Silent until the visitor moves the row, so loading the page announces nothing.
  const [announce, setAnnounce] = useState(false);
  const total = items.length;

  /** The first slide in view and how many fit, read from the row's geometry. */
  const measure = () => {
    const track = trackRef.current;
    const slide = track?.firstElementChild as HTMLElement | null;
    if (!track || !slide || slide.offsetWidth === 0) return { index: 0, perView: 1 };
    const perView = Math.max(1, Math.round(track.clientWidth / slide.offsetWidth));
    const index = Math.min(total - perView, Math.round(track.scrollLeft / slide.offsetWidth));
    return { index: Math.max(0, index), perView };
  };

  // Two slides fit from the `lg` breakpoint on (the slides' `lg:w-1/2`). A media query says so
  // without reading the layout while the page hydrates; a resize that changes it re-reads the row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measure reads only refs.
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    if (wide.matches) setView({ index: 0, perView: 2 });
    const onChange = () => setView(measure());
    wide.addEventListener("change", onChange);
    return () => {
      wide.removeEventListener("change", onChange);
      window.clearTimeout(settleTimer.current);
    };
  }, []);

  const goTo = (target: number) => {
    const track = trackRef.current;
    const slide = track?.firstElementChild as HTMLElement | null;
    if (!track || !slide) return;
    const { perView } = measure();
    const last = Math.max(0, total - perView);
    const index = target < 0 ? last : target > last ? 0 : target;
    // The row's CSS scrolls smoothly unless the visitor asked for reduced motion.
    heading.current = index;
    track.scrollTo({ left: index * slide.offsetWidth });
    setView({ index, perView });
    setAnnounce(true);
  };

  // Swipes, wheels and scrollbars move the row too: once it rests, the status follows.
  const onScroll = () => {
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      const measured = measure();
      // A smooth scroll can stall for a frame or two on a busy phone: that is not where it rests.
      if (heading.current !== null && measured.index !== heading.current) return;
      heading.current = null;
      setView(measured);
      setAnnounce(true);
    }, 120);
  };

  // A finger, a wheel or the scrollbar takes over from a button's scroll.
  const onManualScroll = () => {
    heading.current = null;
  };

  // From where the row is going, not where a smooth scroll has got to: quick presses add up.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { perView } = measure();
    const { index } = view;
    const moves: Record<string, number> = {
      ArrowLeft: Math.max(0, index - 1),
      ArrowRight: Math.max(0, Math.min(total - perView, index + 1)),
      Home: 0,
      End: Math.max(0, total - perView),
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const from = view.index + 1;
  const to = Math.min(total, view.index + view.perView);
  const position =
    from === to
      ? t("home.testimonials.position", { index: from, total })
      : t("home.testimonials.range", { from, to, total });

  return (
    <HomeSection
      id="home-testimonials"
      title={t("home.testimonials.title")}
      intro={t("home.testimonials.intro")}
      tinted
    >
      <div className="mt-8">
        <section
          ref={trackRef}
          id={`${id}-track`}
          aria-roledescription={t("home.testimonials.carousel")}
          aria-label={t("home.testimonials.label")}
          aria-describedby={`${id}-hint`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1); it answers the arrow keys.
          tabIndex={0}
          onScroll={onScroll}
          onPointerDown={onManualScroll}
          onWheel={onManualScroll}
          onTouchStart={onManualScroll}
          onKeyDown={onKeyDown}
          className="-mx-2 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl pb-3 [scrollbar-width:thin] focus-visible:outline-offset-4 motion-safe:scroll-smooth"
        >
          {items.map((item, index) => (
            <div key={item.id} className="w-full shrink-0 snap-start px-2 lg:w-1/2">
              <figure
                aria-roledescription={t("home.testimonials.slide.role")}
                aria-label={t("home.testimonials.slide", { index: index + 1, total })}
                className="flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
              >
                <div className="flex items-start justify-between gap-3">
                  <QuoteIcon className="size-8 text-brand-500" />
                  {item.example ? <ExampleBadge /> : null}
                </div>
                <blockquote className="mt-3 flex-1 font-display text-lg leading-relaxed text-ink-900 sm:text-xl">
                  <p>
                    <InItsLanguage value={item.quote} />
                  </p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-pine-100 font-semibold text-pine-800"
                  >
                    {item.firstName.slice(0, 1).toUpperCase()}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink-900">{item.firstName}</span>
                    <span className="block text-sm text-ink-700">
                      <InItsLanguage value={item.context} />
                    </span>
                    <LanguageNote value={item.quote} />
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </section>
        <p id={`${id}-hint`} className="sr-only">
          {t("home.testimonials.keys")}
        </p>

        {/* Until the script runs, the buttons could do nothing: they keep their place, unseen. */}
        <div className={`mt-4 flex items-center justify-between gap-4 ${hydrated ? "" : "invisible"}`}>
          <p aria-live={announce ? "polite" : "off"} className="text-sm font-medium text-ink-700">
            {position}
          </p>
          <div className="flex gap-2">
            <CarouselButton
              label={t("home.testimonials.previous")}
              controls={`${id}-track`}
              onClick={() => goTo(view.index - 1)}
            >
              <ChevronLeftIcon className="size-5" />
            </CarouselButton>
            <CarouselButton
              label={t("home.testimonials.next")}
              controls={`${id}-track`}
              onClick={() => goTo(view.index + 1)}
            >
              <ChevronRightIcon className="size-5" />
            </CarouselButton>
          </div>
        </div>
      </div>
    </HomeSection>
  );
}

function CarouselButton({
  label,
  controls,
  onClick,
  children,
}: {
  label: string;
  controls: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-full border border-sand-300 bg-white text-ink-900 shadow-sm transition-colors hover:border-pine-600 hover:bg-pine-50"
    >
      {children}
    </button>
  );
}
