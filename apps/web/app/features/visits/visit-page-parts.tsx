import type { OwnerVisit } from "@campuslar/domain/visits/visit-forms";
import { MODE_LABEL, STATUS_LABEL } from "@campuslar/domain/visits/visit-messages";
import { visitWhenText } from "@campuslar/domain/visits/visit-text";
import type { ReactNode } from "react";
import { asSentence } from "../../i18n/sentence.ts";
import { useT } from "../../i18n/t.ts";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import "./messages.ts";

/*
 * What the student's and the owner's visit pages (the links of their e-mails) show alike: the
 * head of the page, and the visit's facts as a list that each side fills with its own lines.
 */

/**
 * The page's title, the listing the visit is at, then what the last action did (a status) or
 * why it was refused (an alert). A refusal is the API's message, written to sit beside a field;
 * alone here, it is written as a sentence.
 */
export function VisitPageHead({
  title,
  visit,
  notice,
  error,
}: {
  title: string;
  visit: { propertyTitle: string; propertyCode: string };
  notice: string | null;
  error?: string;
}) {
  const { locale } = useT();
  return (
    <>
      <h1 className="font-display text-h2 font-semibold text-ink-900">{title}</h1>
      <p className="mt-1 font-medium text-ink-900">
        {visit.propertyTitle} · {visit.propertyCode}
      </p>
      {notice ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-pine-200 bg-pine-50 px-3 py-2 font-medium text-pine-800"
        >
          {notice}
        </p>
      ) : null}
      {error ? <FormAlert className="mt-4">{asSentence(error, locale)}</FormAlert> : null}
    </>
  );
}

/** One fact: its name, and its value (a strong one for the status). */
export function VisitFact({
  term,
  children,
  strong = false,
  testId,
}: {
  term: string;
  children: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <>
      <dt className="font-semibold text-ink-700">{term}</dt>
      <dd className={strong ? "font-semibold text-ink-900" : "text-ink-900"} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/**
 * A visit's facts as both sides read them: when (with `whenMore` beneath, the visitor's own
 * clock on the student's page) and how, then the side's own lines, then the status.
 */
export function VisitFactList({
  visit,
  className,
  whenMore,
  children,
}: {
  visit: Pick<OwnerVisit, "startsAt" | "mode" | "status">;
  className: string;
  whenMore?: ReactNode;
  children?: ReactNode;
}) {
  const { locale, t } = useT();
  return (
    <dl className={`grid sm:grid-cols-[auto_1fr] sm:gap-x-6 ${className}`}>
      <VisitFact term={t("visits.manage.when")} testId="visit-when">
        {visitWhenText(locale, visit.startsAt)}
        {whenMore}
      </VisitFact>
      <VisitFact term={t("visits.manage.how")}>{MODE_LABEL[visit.mode][locale]}</VisitFact>
      {children}
      <VisitFact term={t("visits.manage.status")} strong testId="visit-status">
        {STATUS_LABEL[visit.status][locale]}
      </VisitFact>
    </dl>
  );
}
