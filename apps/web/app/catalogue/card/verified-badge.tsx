import { dateText } from "@campuslar/domain/dates/display-dates";
import type { Verification } from "@campuslar/domain/property/verification";
import { useT } from "../../i18n/t.ts";
import { BadgeCheckIcon } from "../../ui/icons/icons.tsx";
import "./verification-messages.ts";

/**
 * The small "Verified" pill of a listing staff have seen (issue 22). Its title (a tooltip with a
 * mouse) and its screen-reader text say what the one word means.
 */
export function VerifiedBadge({ className = "" }: { className?: string }) {
  const { t } = useT();
  return (
    <span
      title={t("verified.card")}
      data-verified
      className={`inline-flex items-center gap-1 rounded-full font-semibold text-pine-800 ${className}`}
    >
      <BadgeCheckIcon className="size-[1.2em] shrink-0 text-pine-700" />
      <span aria-hidden="true">{t("verified.badge")}</span>
      <span className="sr-only">{t("verified.card")}</span>
    </span>
  );
}

/** On a listing's page: "Verified by our team on 3 Nov 2026, by a visit", and what that means. */
export function VerificationNote({ verification }: { verification: Verification | null }) {
  const { locale, t } = useT();
  if (!verification) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-xl border border-pine-100 bg-pine-50 p-3 text-sm text-ink-700"
      data-testid="verification"
      data-method={verification.method}
    >
      <BadgeCheckIcon className="mt-0.5 size-5 shrink-0 text-pine-700" />
      <span>
        <strong className="font-semibold text-ink-900">
          {t(`verified.by.${verification.method}`, { date: dateText(locale, verification.verifiedAt) })}.
        </strong>{" "}
        {t("verified.means")}
      </span>
    </p>
  );
}
