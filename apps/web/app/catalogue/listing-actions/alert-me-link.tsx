import { href } from "@campuslar/domain/routes/route-table";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { LineIcon } from "../../ui/icons/icons.tsx";
import { FILTER_PARAMS, type SearchValues } from "../search-params.ts";
import "./alert-me-messages.ts";

/** A bell, for alerts. */
export function BellIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </LineIcon>
  );
}

/**
 * The new alert's address for a search: its filters (and the university or sponsor of the page
 * it is on) carried to the alert form, so the alert is that very search.
 */
export function alertFormHref(
  locale: Parameters<typeof href>[1],
  values: SearchValues,
  fixed: { university?: string; customer?: string; purpose?: "sale" },
): string {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = values[name];
    if (value !== undefined) params.set(name, value);
  }
  if (fixed.university) params.set("university", fixed.university);
  if (fixed.customer) params.set("customer", fixed.customer);
  if (fixed.purpose) params.set("purpose", fixed.purpose);
  const query = params.toString();
  return `${href("alertNew", locale)}${query ? `?${query}` : ""}`;
}

/**
 * "Criar alerta" / "Alert me" as a small pill, for a place with no room for the lead sentence
 * (the phone's filters sheet, beside its title).
 */
export function AlertMePill({ to, testId }: { to: string; testId: string }) {
  const { t } = useT();
  return (
    <AppLink
      to={to}
      data-testid={testId}
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border border-pine-700 bg-white px-3 py-1.5 text-sm font-semibold text-pine-800 transition-colors hover:bg-pine-50"
    >
      <BellIcon className="size-4" />
      {t("alertMe.link")}
    </AppLink>
  );
}

/** "Criar alerta" / "Alert me": a plain link, so it works without JavaScript. */
export function AlertMeLink({
  to,
  className = "",
  sale = false,
}: {
  to: string;
  className?: string;
  /** On the homes for sale, which are a list rather than a search. */
  sale?: boolean;
}) {
  const { t } = useT();
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-sand-200 bg-sand-50 px-4 py-3 ${className}`}
    >
      <p className="text-sm text-ink-700">{t(sale ? "alertMe.lead.sale" : "alertMe.lead")}</p>
      <AppLink
        to={to}
        data-testid="alert-me"
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-pine-700 bg-white px-4 py-2 font-semibold text-pine-800 transition-colors hover:bg-pine-50"
      >
        <BellIcon className="size-5" />
        {t("alertMe.link")}
      </AppLink>
    </div>
  );
}
