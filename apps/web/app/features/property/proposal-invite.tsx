import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { proposalHref } from "../../catalogue/listing-actions/proposal-link.ts";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import "./proposal-invite-messages.ts";

/** The owner's answers to proposals over the last 90 days (null: too few proposals to say). */
type ResponseStats = NonNullable<PropertyDetail["responseStats"]>;

/** A median answer time in the unit people think in: minutes, hours, then days. */
function useAnswerTime(minutes: number): string {
  const { t } = useT();
  if (minutes < 60) return t("listing.propose.minutes", { n: Math.max(1, Math.round(minutes)) });
  if (minutes < 48 * 60) return t("listing.propose.hours", { n: Math.round(minutes / 60) });
  return t("listing.propose.days", { n: Math.round(minutes / (24 * 60)) });
}

/**
 * Beside the interest form of a listing to rent: the way to propose renting it online
 * (issue 35), with how often and how fast its owner answers proposals when that is known.
 */
export function ProposalInvite({ property }: { property: PropertyDetail }) {
  const { locale, t } = useT();
  const stats = property.responseStats ?? null;
  return (
    <section aria-labelledby="propose-heading" className="rounded-2xl border border-sand-200 bg-white p-5 sm:p-6">
      <h2 id="propose-heading" className="font-display text-h3 font-semibold text-ink-900">
        {t("listing.propose.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t("listing.propose.lead")}</p>
      {stats ? <AnswerRecord stats={stats} /> : null}
      <AppLink to={proposalHref(locale, property.code)} className={`${buttonClass()} mt-4`}>
        {t("listing.propose.link")}
      </AppLink>
    </section>
  );
}

function AnswerRecord({ stats }: { stats: ResponseStats }) {
  const { t } = useT();
  const rate = Math.round(stats.ratePercent);
  return (
    <p className="mt-2 text-sm font-semibold text-pine-800" data-testid="response-stats">
      {stats.medianMinutes === null ? (
        t("listing.propose.statsRate", { rate })
      ) : (
        <RateAndTime rate={rate} minutes={stats.medianMinutes} />
      )}
    </p>
  );
}

function RateAndTime({ rate, minutes }: { rate: number; minutes: number }) {
  const { t } = useT();
  return t("listing.propose.stats", { rate, time: useAnswerTime(minutes) });
}
