import { formatBRL } from "@campuslar/domain/money/money";
import { href } from "@campuslar/domain/routes/route-table";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import type { ReceivedInterest } from "../owner-listing-values.ts";
import "../messages.ts";
import "../../../catalogue/interest-labels-messages.ts";

/** The interest requests on the owner's listings, newest first: who, how to reach them, and what they ask. */
export function ReceivedInterests({ interests }: { interests: ReceivedInterest[] | null }) {
  const { locale, t } = useT();
  if (interests === null) return <p className="mt-4 text-ink-700">{t("owner.interests.failed")}</p>;
  if (interests.length === 0) return <p className="mt-4 text-ink-700">{t("owner.interests.empty")}</p>;
  return (
    <ul className="mt-4 divide-y divide-sand-200">
      {interests.map((interest) => (
        <li key={interest.id} className="py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="font-semibold text-ink-900">
              {interest.name}
              {interest.isStudent ? (
                <span className="ml-2 rounded-full bg-pine-50 px-2 py-0.5 text-xs font-semibold text-pine-800">
                  {t("owner.interests.student")}
                </span>
              ) : null}
            </h3>
            <p className="text-sm text-ink-600">{t("owner.interests.receivedOn", { date: interest.receivedOn })}</p>
          </div>
          <dl className="mt-2 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
            <Row label={t("owner.interests.listing")}>
              <AppLink
                to={href("property", locale, { code: interest.propertyCode })}
                className="text-pine-800 underline"
              >
                {interest.propertyTitle}
              </AppLink>
            </Row>
            <Row label={t("owner.interests.contact")}>
              <a href={`mailto:${interest.email}`} className="text-pine-800 underline wrap-anywhere">
                {interest.email}
              </a>{" "}
              ·{" "}
              <a href={`tel:${interest.phone.replace(/[^\d+]/g, "")}`} className="text-pine-800 underline">
                {interest.phone}
              </a>{" "}
              ({t(`interest.contactMethod.${interest.contactMethod}`)})
            </Row>
            <Row label={t("owner.interests.moveDate")}>{interest.moveOn}</Row>
            <Row label={t("owner.interests.stay")}>
              {t("owner.interests.stayMonths", { months: interest.stayPeriodMonths })}
            </Row>
            <Row label={t("owner.interests.proposal")}>
              {formatBRL(interest.proposal)} · {t(`interest.warranty.${interest.warrantyType}`)}
            </Row>
            {interest.comments ? (
              <Row label={t("owner.interests.comments")} wide>
                {interest.comments}
              </Row>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Row({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="inline font-semibold text-ink-700">{label}: </dt>
      <dd className="inline text-ink-900">{children}</dd>
    </div>
  );
}
