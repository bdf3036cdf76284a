import { href } from "@campuslar/domain/routes/route-table";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { buttonClass } from "../../../ui/button.tsx";
import "../messages.ts";
import "../visits-messages.ts";
import "../access-messages.ts";
import "../transit-messages.ts";
import "../admin-rentals-messages.ts";

export type AdminPage =
  | "admin"
  | "adminListings"
  | "adminUsers"
  | "adminContent"
  | "adminReports"
  | "adminVisits"
  | "adminRentals"
  | "adminAccessConnections"
  | "adminTransit";

const SECTIONS = [
  { page: "admin", label: "admin.nav.leads" },
  { page: "adminVisits", label: "admin.nav.visits" },
  { page: "adminRentals", label: "adminRentals.nav" },
  { page: "adminReports", label: "admin.nav.reports" },
  { page: "adminListings", label: "admin.nav.listings" },
  { page: "adminUsers", label: "admin.nav.users" },
  { page: "adminContent", label: "admin.nav.content" },
  { page: "adminAccessConnections", label: "admin.nav.accessConnections" },
  { page: "adminTransit", label: "admin.nav.transit" },
] as const;

/**
 * Every backoffice page: a compact heading (staff come here to work, not to be welcomed), the
 * sub-navigation between the three sections with the current one marked, then the page.
 */
export function AdminShell({
  current,
  title,
  lead,
  children,
}: {
  current: AdminPage;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { locale, t } = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-8 sm:py-8">
      <p className="text-sm font-semibold tracking-wide text-pine-700 uppercase">{t("admin.title")}</p>
      <h1 className="mt-1 font-display text-h2 font-semibold text-ink-900">{title}</h1>
      <p className="mt-1 text-ink-700">{lead}</p>
      <nav aria-label={t("admin.nav.label")} className="mt-4 border-b border-sand-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {SECTIONS.map(({ page, label }) => (
            <li key={page}>
              <AppLink
                to={href(page, locale)}
                aria-current={page === current ? "page" : undefined}
                className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 font-semibold whitespace-nowrap text-ink-700 hover:text-pine-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-ink-900"
              >
                {t(label)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A short line that says a change went through (read out by screen readers). */
export function SavedNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-pine-200 bg-pine-50 px-3 py-2 text-sm font-medium text-pine-800"
    >
      {children}
    </p>
  );
}

/** The backoffice's small white button, for a link or a summary drawn as one. */
export const adminSecondaryButton = buttonClass({ variant: "secondary", size: "sm" });
export const adminCard = "rounded-xl border border-sand-200 bg-white p-4";
