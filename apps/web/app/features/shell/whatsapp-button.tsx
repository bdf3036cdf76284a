import { href } from "@campuslar/domain/routes/route-table";
import { whatsappText, whatsappUrl } from "@campuslar/domain/site/whatsapp";
import { useRef, useState } from "react";
import { useMatches } from "react-router";
import { useT } from "../../i18n/t.ts";
import { useRootData } from "../../site/root-data.ts";
import { CloseIcon, WhatsAppIcon } from "../../ui/icons/icons.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { useStepAside } from "../../ui/use-step-aside.ts";
import "./messages.ts";

const PROPERTY_PAGES = {
  "pt/property": "property",
  "en/property": "property",
  "pt/propertySale": "propertySale",
  "en/propertySale": "propertySale",
} as const;

type PropertyRouteId = keyof typeof PROPERTY_PAGES;

const isPropertyRoute = (id: string): id is PropertyRouteId => id in PROPERTY_PAGES;

/** Pages that are lists of homes, end to end: the button would always sit on a card (issue 34). */
const RESULT_PAGES: ReadonlySet<string> = new Set([
  "search",
  "searchUniversity",
  "searchCustomer",
  "sale",
  "favorites",
]);

const isResultPage = (id: string | undefined) => id !== undefined && RESULT_PAGES.has(id.replace(/^(pt|en)\//, ""));

/**
 * Besides what no floating element covers: a card (and so its price), the page links and any
 * field, typed in or not (issue 34).
 */
const ALSO_CLEAR = [
  "main article",
  "main nav",
  "main input:not([type=hidden])",
  "main select",
  "main textarea",
  "main [data-card-price]",
].join(", ");

/** The property being shown, if this is a property page: its code and its absolute link. */
function useShownProperty(): { code: string; url: string } | undefined {
  const { locale } = useT();
  const { origin } = useRootData();
  const match = useMatches().find((m) => isPropertyRoute(m.id));
  const code = match?.params.code;
  if (!match || !code || !isPropertyRoute(match.id)) return undefined;
  return { code, url: `${origin}${href(PROPERTY_PAGES[match.id], locale, { code })}` };
}

/**
 * Spec §2 and §4: a floating messaging-app button on every page. On a property page the
 * pre-filled text names the property and links to it; elsewhere it is a greeting. Closed, it
 * stays closed for the rest of the page's life: it lives in the root layout, so its state
 * survives client navigations, and a full reload brings it back. The close button appears
 * once JavaScript can act on it. On phones it rises above the cookie notice while that shows
 * (`--cookie-notice-offset`, set by the notice). It never covers the page's title, a primary
 * action, the price or the field being typed in: while it would, it steps aside (hidden), and
 * the page keeps room below its content so everything can scroll clear of it. It never covers
 * a card, a price, the page links or a field either (issue 34), and is not drawn at all on the
 * lists of homes, which are cards end to end. Native modal dialogs sit in the browser's top
 * layer, above it.
 */
export function WhatsAppButton() {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const property = useShownProperty();
  const onResults = isResultPage(useMatches().at(-1)?.id);
  const [closed, setClosed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const aside = useStepAside(ref, !closed && !onResults, ALSO_CLEAR);
  if (closed || onResults) return null;

  const label = property ? t("shell.whatsapp.openProperty", { code: property.code }) : t("shell.whatsapp.open");
  return (
    <div
      ref={ref}
      data-floating="whatsapp"
      data-aside={aside || undefined}
      className="fixed right-4 bottom-[calc(1rem+var(--cookie-notice-offset,0px))] z-30 transition-[bottom,opacity,visibility] duration-200 motion-reduce:transition-none data-aside:pointer-events-none data-aside:invisible data-aside:opacity-0 sm:right-6 sm:bottom-6 print:hidden"
    >
      <a
        href={whatsappUrl(whatsappText(locale, property))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        title={label}
        data-testid="whatsapp-link"
        className="flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg shadow-ink-900/20 ring-2 ring-white transition-colors hover:bg-whatsapp-dark"
      >
        <WhatsAppIcon className="size-8" />
      </a>
      {hydrated ? (
        <button
          type="button"
          onClick={() => setClosed(true)}
          aria-label={t("shell.whatsapp.close")}
          title={t("shell.whatsapp.close")}
          className="absolute -top-2 -left-2 flex size-6 items-center justify-center rounded-full border border-sand-300 bg-white text-ink-700 shadow-sm transition-colors before:absolute before:-inset-2.5 before:content-[''] hover:bg-sand-100 hover:text-ink-900"
        >
          <CloseIcon className="size-3.5" />
        </button>
      ) : null}
    </div>
  );
}
