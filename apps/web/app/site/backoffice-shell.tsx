import { href } from "@campuslar/domain/routes/route-table";
import type { ReactNode } from "react";
import { useT } from "../i18n/t.ts";
import { AppLink } from "../ui/app-link.tsx";
import "./backoffice-messages.ts";

/**
 * The backoffice's sections, in the order of its navigation. Here, below the features, so each
 * feature with a backoffice page (the admin pages, staff security, the payments desks) draws the
 * same frame without importing another feature; a new section adds its page and its label.
 */
export const BACKOFFICE_SECTIONS = [
  "admin",
  "adminVisits",
  "adminRentals",
  "adminReports",
  "adminListings",
  "adminUsers",
  "adminContent",
  "adminAccessConnections",
  "adminTransit",
  "adminPayments",
  "adminClaims",
  "adminPayouts",
  "adminAudit",
  "adminSecurity",
] as const;

export type BackofficeSection = (typeof BACKOFFICE_SECTIONS)[number];

/**
 * Every backoffice page: a compact heading (staff come here to work, not to be welcomed), the
 * sub-navigation between the sections with the current one marked, then the page.
 */
export function BackofficeShell({
  current,
  title,
  lead,
  children,
}: {
  current: BackofficeSection;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { locale, t } = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-8 sm:py-8">
      <p className="text-sm font-semibold tracking-wide text-pine-700 uppercase">{t("backoffice.title")}</p>
      <h1 className="mt-1 font-display text-h2 font-semibold text-ink-900">{title}</h1>
      <p className="mt-1 text-ink-700">{lead}</p>
      <nav aria-label={t("backoffice.nav.label")} className="mt-4 border-b border-sand-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto lg:flex-wrap lg:overflow-visible">
          {BACKOFFICE_SECTIONS.map((page) => (
            <li key={page}>
              <AppLink
                to={href(page, locale)}
                aria-current={page === current ? "page" : undefined}
                className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 font-semibold whitespace-nowrap text-ink-700 hover:text-pine-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-ink-900"
              >
                {t(`backoffice.nav.${page}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A white card of the backoffice. */
export const backofficeCard = "rounded-xl border border-sand-200 bg-white p-4";
