import { centsToReais, formatBRL, reaisToCents } from "@campuslar/domain/money/money";
import { billCosts } from "@campuslar/domain/property/contract-costs";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/t.ts";
import { buttonClass } from "../../ui/button.tsx";
import { KeyFacts, type shownUniversity, useMonthlyTotal } from "./key-facts.tsx";
import "./messages.ts";
import "./interest-messages.ts";
import "./summary-messages.ts";

/** The interest form's section (interest-form.tsx): what the bar's button leads to. */
const FORM_ID = "interesse";
/** What the bar must never cover: a field being typed in (a phone's keyboard is then open too). */
const TYPING = "input:not([type='hidden']), textarea, select, [contenteditable='true']";

const isTyping = (target: EventTarget | null): boolean => target instanceof Element && target.matches(TYPING);

/**
 * Whether the bar should step out of the way: while the interest form is on screen (it is then
 * what the visitor reads or fills) or while any field has focus. Focus is the reliable sign
 * that a phone's on-screen keyboard is open.
 */
export function useBarHidden(): boolean {
  const [formShown, setFormShown] = useState(false);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    const form = document.getElementById(FORM_ID);
    const observer = form
      ? new IntersectionObserver((entries) => setFormShown(entries.some((entry) => entry.isIntersecting)))
      : undefined;
    if (form) observer?.observe(form);
    setTyping(isTyping(document.activeElement));
    const focusIn = (event: FocusEvent) => setTyping(isTyping(event.target));
    // Leaving a field for another is one change, not a flash of the bar in between.
    const focusOut = (event: FocusEvent) => setTyping(isTyping(event.relatedTarget));
    document.addEventListener("focusin", focusIn);
    document.addEventListener("focusout", focusOut);
    return () => {
      observer?.disconnect();
      document.removeEventListener("focusin", focusIn);
      document.removeEventListener("focusout", focusOut);
    };
  }, []);

  return formShown || typing;
}

/**
 * The button's way to the form: the page scrolls to it (smoothly unless the visitor asked for
 * less motion) and its first field takes the focus. Without JavaScript the link jumps there.
 */
function goToForm(event: MouseEvent<HTMLAnchorElement>) {
  const form = document.getElementById(FORM_ID);
  const field = form?.querySelector<HTMLElement>("input:not([type='hidden']), select, textarea");
  if (!form || !field) return;
  event.preventDefault();
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  form.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  field.focus({ preventScroll: true });
}

type BarProps = {
  property: PropertyDetail;
  university: ReturnType<typeof shownUniversity>;
  /** `useBarHidden()`, asked once by the page for the bar and the card together. */
  hidden: boolean;
};

function CallToAction({ sale, className }: { sale: boolean; className: string }) {
  const { t } = useT();
  return (
    <a
      href={`#${FORM_ID}`}
      onClick={goToForm}
      className={buttonClass({ size: "lg", padded: false, className: `whitespace-nowrap shadow-sm ${className}` })}
    >
      {t(sale ? "interest.sale.heading" : "interest.heading")}
    </a>
  );
}

/**
 * The price as the bar says it: the sale price, or the rent a month with what it covers (the
 * whole apartment or a room), and beneath, when fees come on top, the month's total.
 */
function Price({ property, large = false }: { property: PropertyDetail; large?: boolean }) {
  const { t } = useT();
  const sale = property.purpose === "sale";
  const { total, amount } = useMonthlyTotal(property);
  const small = large ? "text-sm" : "text-xs";
  return (
    <div className="min-w-0 leading-tight">
      <p>
        <span
          className={`font-display font-semibold text-pine-800 tabular-nums ${large ? "text-h2 whitespace-nowrap" : "text-lg"}`}
        >
          {formatBRL(sale ? (property.salePrice ?? 0) : property.rentAmount)}
        </span>
        {/* Tight on a phone: "/mês" joins the figure, small, so both stay on one line beside the button. */}
        {sale ? null : large ? (
          <span className="text-sm text-ink-700"> {t("summary.perMonth")}</span>
        ) : (
          <span className="text-xs text-ink-700">{t("summary.perMonth")}</span>
        )}
      </p>
      <p className={`mt-0.5 text-ink-700 ${small}`}>
        {t(sale ? "sale.price" : property.priceScope === "room" ? "summary.scope.room" : "summary.scope.whole")}
      </p>
      {!large && !sale && amount !== property.rentAmount ? (
        <p className={`text-ink-700 ${small}`}>{t("summary.totalShort", { total })}</p>
      ) : null}
    </div>
  );
}

/** The phone bar's height while it shows, on the root element: what is tabbed to scrolls clear of it (app.css). */
const HEIGHT_VAR = "--bottom-bar-height";

/**
 * Below the large breakpoint: a bar held at the bottom of the screen (CSS `position: sticky`,
 * so it works without JavaScript and takes its own room at the end of the page: nothing is
 * hidden behind it) with the price and "I'm interested". It rises above the cookie notice while
 * that shows, and slides away while the form is on screen or a field has focus. The floating
 * messaging button steps aside while it shows (`data-keep-clear`, ui/use-step-aside.ts), as it
 * does for every primary action: the bar is the page's way to contact us.
 */
export function PhoneInterestBar({ property, hidden }: Omit<BarProps, "university">) {
  const ref = useRef<HTMLDivElement>(null);
  const sale = property.purpose === "sale";

  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element || hidden) return;
    const publish = () => root.style.setProperty(HEIGHT_VAR, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, [hidden]);

  return (
    <div
      ref={ref}
      data-testid="interest-bar"
      data-hidden={hidden || undefined}
      data-keep-clear={hidden ? undefined : true}
      className="sticky bottom-[var(--cookie-notice-offset,0px)] z-20 -mx-5 mt-10 border-t border-sand-200 bg-white/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_16px_-8px_rgb(29_37_39/0.18)] backdrop-blur transition-[translate,opacity,visibility] duration-200 motion-reduce:transition-none data-hidden:invisible data-hidden:translate-y-full data-hidden:opacity-0 sm:-mx-8 sm:px-8 lg:hidden print:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <Price property={property} />
        <CallToAction sale={sale} className="shrink-0 px-4 text-[0.9375rem] sm:px-6 sm:text-base" />
      </div>
    </div>
  );
}

/**
 * From the large breakpoint: a card held beside the page as it scrolls (as the best booking
 * sites do), with the price, what it costs each month in all, the key facts and
 * "I'm interested". It gives way like the phone bar.
 */
export function DesktopInterestCard({ property, university, hidden }: BarProps) {
  const { t } = useT();
  const sale = property.purpose === "sale";
  const { total, amount } = useMonthlyTotal(property);
  // The bills the rent does not include, in one line here: the costs panel lists them one by one.
  const bills = centsToReais(
    billCosts(property).reduce((sum, bill) => (bill.included ? sum : sum + reaisToCents(bill.estimate)), 0),
  );
  const rows = sale
    ? []
    : [
        { label: t("costs.rent"), value: formatBRL(property.rentAmount) },
        ...(property.condoFee > 0 ? [{ label: t("costs.condo"), value: formatBRL(property.condoFee) }] : []),
        ...(property.iptu > 0 ? [{ label: t("costs.iptu"), value: formatBRL(property.iptu) }] : []),
        ...(bills > 0 ? [{ label: t("costs.bills.estimated"), value: `≈ ${formatBRL(bills)}` }] : []),
        ...(amount !== property.rentAmount ? [{ label: t("costs.monthly"), value: total, total: true }] : []),
      ];

  return (
    <div className="hidden lg:block">
      <div
        data-testid="interest-card"
        data-hidden={hidden || undefined}
        className="sticky top-[calc(var(--site-header-height,4rem)+1.5rem)] space-y-4 rounded-2xl border border-sand-200 bg-white p-6 shadow-lg shadow-ink-900/5 transition-[opacity,visibility] duration-200 motion-reduce:transition-none data-hidden:invisible data-hidden:opacity-0"
      >
        <Price property={property} large />
        {rows.length > 1 ? (
          <dl className="divide-y divide-sand-200 border-y border-sand-200 text-sm">
            {rows.map((row) => (
              <div key={row.label} className="flex items-baseline justify-between gap-4 py-2">
                <dt className={"total" in row ? "font-semibold text-ink-900" : "text-ink-700"}>{row.label}</dt>
                <dd className="font-semibold text-ink-900 tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <KeyFacts property={property} university={university} />
        <CallToAction sale={sale} className="w-full px-5" />
        {sale ? null : (
          <a
            href="#custos"
            className="block text-center text-sm font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-900"
          >
            {t("summary.costs")}
          </a>
        )}
      </div>
    </div>
  );
}
