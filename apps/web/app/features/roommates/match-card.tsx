import { formatBRL } from "@campuslar/domain/money/money";
import type { PropertyListItem } from "@campuslar/domain/property/property-dto";
import type { RoommateMatch } from "@campuslar/domain/roommates/roommate-profile";
import { Form } from "react-router";
import { PropertyCard } from "../../catalogue/card/property-card.tsx";
import { useT } from "../../i18n/t.ts";
import { Button, buttonClass } from "../../ui/button.tsx";
import { MailIcon, WhatsAppIcon } from "../../ui/icons/icons.tsx";
import { heading } from "./roommate-styles.ts";
import { ShareBar } from "./share-bar.tsx";
import "./messages.ts";
import "./questionnaire-messages.ts";

type MatchCardProps = {
  match: RoommateMatch;
  /** The number shown for this person ("Match 3"): nothing personal until both agreed. */
  n: number;
  /** Universities' short names by slug. */
  universityNames: Record<string, string>;
  /** Homes suggested for the pair, when their contact is shared. */
  homes?: PropertyListItem[] | null;
};

/**
 * One match: the score (a big number and a meter), why (each factor's points of its weight),
 * what they answered that is not personal, and the state of a contact request between the
 * two, with the buttons that move it on. Only an accepted request shows the contact.
 */
export function MatchCard({ match, n, universityNames, homes }: MatchCardProps) {
  const { locale, t } = useT();
  const titleId = `match-${match.profileId}`;
  const dateText = new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${match.moveDate}T00:00:00Z`));
  const name = match.contact?.name;
  const facts: [string, string][] = [
    [
      t("roommates.card.budget"),
      t("roommates.card.budgetRange", { min: formatBRL(match.budgetMin), max: formatBRL(match.budgetMax) }),
    ],
    [t("roommates.card.moveDate"), dateText],
    [t("roommates.card.stay"), t("roommates.profile.stay.option", { months: String(match.stayMonths) })],
    [t("roommates.card.rhythm"), t(`roommates.profile.rhythm.${match.rhythm}`)],
  ];
  if (match.universities.length > 0)
    facts.push([
      t("roommates.card.universities"),
      match.universities.map((slug) => universityNames[slug] ?? slug).join(", "),
    ]);
  if (match.neighbourhoods.length > 0)
    facts.push([t("roommates.card.neighbourhoods"), match.neighbourhoods.join(", ")]);
  if (match.languages.length > 0)
    facts.push([
      t("roommates.card.languages"),
      match.languages.map((code) => label(t, "roommates.language.", code)).join(", "),
    ]);

  return (
    <article
      aria-labelledby={titleId}
      data-profile-id={match.profileId}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={titleId} className={heading}>
            {name ?? t("roommates.card.person", { n })}
          </h3>
          {match.bio ? <p className="mt-2 max-w-prose text-ink-700 wrap-anywhere">{match.bio}</p> : null}
        </div>
        <div className="w-40 shrink-0">
          <p className="text-sm font-semibold text-ink-700">{t("roommates.card.score")}</p>
          <p className="font-display text-5xl leading-none font-semibold text-pine-800">
            {match.score}
            <span className="text-base font-medium text-ink-600">/100</span>
          </p>
          <meter
            min={0}
            max={100}
            low={50}
            high={75}
            optimum={100}
            value={match.score}
            aria-label={t("roommates.card.scoreOf", { score: match.score })}
            className="mt-2 block h-3 w-full"
          >
            {t("roommates.card.scoreOf", { score: match.score })}
          </meter>
        </div>
      </div>

      <div className="mt-5 grid gap-6 md:grid-cols-2">
        {/* Not a <section>: every card has this heading, and a named section is a landmark, which must be unique. */}
        <div>
          <h4 className="font-semibold text-ink-900">{t("roommates.card.why")}</h4>
          <ul className="mt-2 space-y-2">
            {match.factors.map((factor) => (
              <li key={factor.factor} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 text-sm">
                <span className="text-ink-900">{t(`roommates.factor.${factor.factor}`)}</span>
                <span className="text-ink-700">
                  {t("roommates.card.points", { points: factor.points, weight: factor.weight })}
                </span>
                <ShareBar share={factor.weight > 0 ? factor.points / factor.weight : 0} className="col-span-2" />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <dl className="divide-y divide-sand-200 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="grid gap-x-2 gap-y-0.5 py-2 first:pt-0 sm:grid-cols-3">
                <dt className="font-semibold text-ink-700">{term}</dt>
                <dd className="text-ink-900 wrap-anywhere sm:col-span-2">{value}</dd>
              </div>
            ))}
          </dl>
          {match.interests.length > 0 ? (
            <>
              <h4 className="sr-only">{t("roommates.card.interests")}</h4>
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("roommates.card.interests")}>
                {match.interests.map((interest) => (
                  <li key={interest} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-ink-900">
                    {label(t, "roommates.interest.", interest)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>

      <RequestState match={match} />

      {match.contact ? (
        <section aria-labelledby={`${titleId}-contact`} className="mt-5 rounded-xl bg-pine-50 p-4">
          <h4 id={`${titleId}-contact`} className="font-semibold text-ink-900">
            {t("roommates.card.contact", { name: match.contact.name })}
          </h4>
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              href={match.contact.whatsappLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-pine-700 px-5 py-2.5 font-semibold text-white hover:bg-pine-800"
            >
              <WhatsAppIcon className="size-5" />
              {t("roommates.card.whatsapp")}
            </a>
            <a
              href={`mailto:${match.contact.email}`}
              className={buttonClass({ variant: "secondary", className: "wrap-anywhere" })}
            >
              <MailIcon className="size-5 shrink-0" />
              <span>
                <span className="sr-only">{t("roommates.card.email")}: </span>
                {match.contact.email}
              </span>
            </a>
          </div>
          {homes !== undefined ? (
            <div className="mt-5">
              <h5 className="font-semibold text-ink-900">{t("roommates.card.homes")}</h5>
              {homes && homes.length > 0 ? (
                <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {homes.map((home) => (
                    <li key={home.code}>
                      <PropertyCard property={home} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-ink-700">{t("roommates.card.homes.empty")}</p>
              )}
            </div>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}

/** A language or interest code's words; a code the site does not know is shown as it is. */
function label(t: ReturnType<typeof useT>["t"], prefix: "roommates.language." | "roommates.interest.", code: string) {
  const key = `${prefix}${code}` as Parameters<typeof t>[0];
  const text = t(key);
  return text === key ? code : text;
}

function RequestState({ match }: { match: RoommateMatch }) {
  const { t } = useT();
  const request = match.request;
  if (!request) {
    return (
      <Form method="post" className="mt-5">
        <input type="hidden" name="profileId" value={match.profileId} />
        <Button type="submit" name="intent" value="ask">
          {t("roommates.card.ask")}
        </Button>
      </Form>
    );
  }
  if (request.status === "accepted") return null;
  if (request.direction === "sent") {
    return (
      <p className="mt-5 rounded-xl bg-sand-100 px-4 py-3 text-ink-900">
        {t(request.status === "pending" ? "roommates.card.sent" : "roommates.card.declinedSent")}
      </p>
    );
  }
  if (request.status === "declined") {
    return <p className="mt-5 rounded-xl bg-sand-100 px-4 py-3 text-ink-900">{t("roommates.card.declinedReceived")}</p>;
  }
  return (
    <Form method="post" className="mt-5 rounded-xl bg-brand-50 p-4">
      <p className="font-semibold text-ink-900">{t("roommates.card.received")}</p>
      <input type="hidden" name="requestId" value={request.id} />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="accept">
          {t("roommates.card.accept")}
        </Button>
        <Button type="submit" name="intent" value="decline" variant="secondary">
          {t("roommates.card.decline")}
        </Button>
      </div>
    </Form>
  );
}
