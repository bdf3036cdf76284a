import { calendarDayText, dateText } from "@campuslar/domain/dates/display-dates";
import { monthsSinceVerification, type Verification } from "@campuslar/domain/property/verification";
import type { MessageKey } from "../../i18n/pt.ts";
import { useT } from "../../i18n/t.ts";
import { BadgeCheckIcon } from "../../ui/icons/icons.tsx";
import "./verification-messages.ts";

/** The message of a whole number of months: this month, one month, or {count} months. */
function byMonths(prefix: "verified.age" | "verified.badgeAge", months: number): MessageKey {
  if (months === 0) return `${prefix}.recent`;
  if (months === 1) return `${prefix}.one`;
  return prefix === "verified.age" ? "verified.age.other" : "verified.badgeAge";
}

/**
 * The small "Verified" pill of a listing staff have seen (issue 22), shown only while the
 * verification holds (issue 34.12: the API's `verified` is false once it is due again). Its title
 * (a tooltip with a mouse) and its screen-reader text say what the one word means. Given `months`
 * (a listing's page), it also says how old the check is: "Verified · 2 months ago".
 */
export function VerifiedBadge({ className = "", months }: { className?: string; months?: number }) {
  const { t } = useT();
  const meaning =
    months === undefined ? t("verified.card") : t(byMonths("verified.badgeAge", months), { count: months });
  return (
    <span
      title={meaning}
      data-verified
      className={`inline-flex items-center gap-1 rounded-full font-semibold text-pine-800 ${className}`}
    >
      <BadgeCheckIcon className="size-[1.2em] shrink-0 text-pine-700" />
      <span aria-hidden="true">
        {t("verified.badge")}
        {months === undefined ? null : (
          <span className="font-medium text-ink-700"> · {t(byMonths("verified.age", months), { count: months })}</span>
        )}
      </span>
      <span className="sr-only">{meaning}</span>
    </span>
  );
}

/** How old a verification is on `today` (São Paulo's day), in whole months. */
export const verificationMonths = (verification: Verification, today: string): number =>
  monthsSinceVerification(verification.verifiedAt, today);

/**
 * On a listing's page: "Verified by our team on 3 Nov 2026, by a visit", and what that means.
 * Once the verification is due again (issue 34.12), it says how old it is instead:
 * "Verified 13 months ago — due for a new check", and why that matters.
 */
export function VerificationNote({ verification, today }: { verification: Verification | null; today: string }) {
  const { locale, t } = useT();
  if (!verification) return null;
  const months = verificationMonths(verification, today);
  if (!verification.current) {
    return (
      <p
        className="flex items-start gap-2 rounded-xl border border-sand-300 bg-sand-50 p-3 text-sm text-ink-700"
        data-testid="verification"
        data-method={verification.method}
        data-current="false"
      >
        <BadgeCheckIcon className="mt-0.5 size-5 shrink-0 text-ink-600" />
        <span>
          <strong className="font-semibold text-ink-900">
            {t(months === 1 ? "verified.stale.one" : "verified.stale.other", { count: months })}.
          </strong>{" "}
          {t("verified.stale.hint", {
            date: dateText(locale, verification.verifiedAt),
            method: t(`verified.stale.method.${verification.method}`),
            valid: monthsSinceVerification(verification.verifiedAt, verification.dueOn),
          })}
        </span>
      </p>
    );
  }
  return (
    <p
      className="flex items-start gap-2 rounded-xl border border-pine-100 bg-pine-50 p-3 text-sm text-ink-700"
      data-testid="verification"
      data-method={verification.method}
      data-current="true"
    >
      <BadgeCheckIcon className="mt-0.5 size-5 shrink-0 text-pine-700" />
      <span>
        <strong className="font-semibold text-ink-900">
          {t(`verified.by.${verification.method}`, { date: dateText(locale, verification.verifiedAt) })}.
        </strong>{" "}
        {t("verified.means")} {t("verified.until", { date: calendarDayText(locale, verification.dueOn) })}
      </span>
    </p>
  );
}
