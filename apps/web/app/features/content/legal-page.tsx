import {
  HTML_LANG,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  type Locale,
  localeFromPath,
} from "@campuslar/domain/i18n/locales";
import { formatBRL } from "@campuslar/domain/money/money";
import {
  DEPOSIT_SHARE,
  SHORTEST_CONTRACT_MONTHS,
  USUAL_MIN_CONTRACT_MONTHS,
} from "@campuslar/domain/property/contract-costs";
import { href } from "@campuslar/domain/routes/route-table";
import { COMPANY } from "@campuslar/domain/site/company";
import { COOKIE_NOTICE_STORAGE_KEY } from "@campuslar/domain/site/cookie-notice";
import { PHOTOGRAPHER_PRICE_REAIS } from "@campuslar/domain/site/offers";
import { RESET_TOKEN_TTL_MS, SESSION_TTL_MS } from "@campuslar/domain/user/account-rules";
import { useMatches } from "react-router";
import { type MessageKey, type MessageVars, t as translate, useT } from "../../i18n/t.ts";
import { pageIdOf } from "../../seo/page-id.ts";
import { pageMeta } from "../../seo/seo.ts";
import { creciText } from "../../site/creci.ts";
import { requiredDocumentsText } from "../../site/documents-text.ts";
import { LEGAL_UPDATED, SESSION_COOKIE_NAME } from "../../site/legal-facts.ts";
import { rootDataOf, useRootData } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/legal-page";
import "./legal-messages.ts";
import "../../seo/page-messages.ts";

type LegalPage = "privacy" | "terms";

type Block =
  | { p: MessageKey }
  | { list: MessageKey[] }
  /** The cookies and browser storage the site uses, one card each. */
  | { storage: true }
  | { link: "privacy" | "account"; label: MessageKey };

type Section = { id: string; title: MessageKey; blocks: Block[] };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Everything the site keeps in the visitor's browser (docs/decisions/005). */
const STORAGE: { name: string; purpose: MessageKey; duration: MessageKey }[] = [
  {
    name: SESSION_COOKIE_NAME,
    purpose: "legal.privacy.cookies.session.purpose",
    duration: "legal.privacy.cookies.session.duration",
  },
  {
    name: LOCALE_COOKIE,
    purpose: "legal.privacy.cookies.language.purpose",
    duration: "legal.privacy.cookies.language.duration",
  },
  {
    name: COOKIE_NOTICE_STORAGE_KEY,
    purpose: "legal.privacy.cookies.notice.purpose",
    duration: "legal.privacy.cookies.notice.duration",
  },
];

const DOCUMENTS: Record<LegalPage, { intro: MessageKey; sections: Section[] }> = {
  privacy: {
    intro: "legal.privacy.intro",
    sections: [
      { id: "controller", title: "legal.privacy.controller.title", blocks: [{ p: "legal.privacy.controller.p1" }] },
      {
        id: "data",
        title: "legal.privacy.data.title",
        blocks: [
          { p: "legal.privacy.data.p1" },
          {
            list: [
              "legal.privacy.data.interest",
              "legal.privacy.data.advertise",
              "legal.privacy.data.concierge",
              "legal.privacy.data.services",
              "legal.privacy.data.account",
              "legal.privacy.data.pageViews",
              "legal.privacy.data.listings",
              "legal.privacy.data.roommates",
              "legal.privacy.data.staff",
              "legal.privacy.data.messages",
            ],
          },
        ],
      },
      {
        id: "cookies",
        title: "legal.privacy.cookies.title",
        blocks: [{ p: "legal.privacy.cookies.p1" }, { storage: true }, { p: "legal.privacy.cookies.p2" }],
      },
      {
        id: "purposes",
        title: "legal.privacy.purposes.title",
        blocks: [
          { p: "legal.privacy.purposes.p1" },
          {
            list: [
              "legal.privacy.purposes.requests",
              "legal.privacy.purposes.account",
              "legal.privacy.purposes.security",
              "legal.privacy.purposes.essentialCookies",
              "legal.privacy.purposes.listings",
              "legal.privacy.purposes.roommates",
              "legal.privacy.purposes.marketing",
            ],
          },
        ],
      },
      {
        id: "sharing",
        title: "legal.privacy.sharing.title",
        blocks: [
          {
            list: [
              "legal.privacy.sharing.owner",
              "legal.privacy.sharing.providers",
              "legal.privacy.sharing.roommates",
              "legal.privacy.sharing.authorities",
            ],
          },
          { p: "legal.privacy.sharing.never" },
        ],
      },
      {
        id: "international",
        title: "legal.privacy.international.title",
        blocks: [{ p: "legal.privacy.international.p1" }, { p: "legal.privacy.international.p2" }],
      },
      {
        id: "retention",
        title: "legal.privacy.retention.title",
        blocks: [
          {
            list: [
              "legal.privacy.retention.requests",
              "legal.privacy.retention.account",
              "legal.privacy.retention.access",
              "legal.privacy.retention.listings",
              "legal.privacy.retention.roommates",
              "legal.privacy.retention.pageViews",
            ],
          },
        ],
      },
      {
        id: "rights",
        title: "legal.privacy.rights.title",
        blocks: [
          { p: "legal.privacy.rights.p1" },
          {
            list: [
              "legal.privacy.rights.confirm",
              "legal.privacy.rights.correct",
              "legal.privacy.rights.anonymise",
              "legal.privacy.rights.portability",
              "legal.privacy.rights.delete",
              "legal.privacy.rights.sharing",
              "legal.privacy.rights.consent",
              "legal.privacy.rights.object",
            ],
          },
          { p: "legal.privacy.rights.selfService" },
          { link: "account", label: "legal.privacy.rights.selfServiceLink" },
          { p: "legal.privacy.rights.how" },
        ],
      },
      { id: "dpo", title: "legal.privacy.dpo.title", blocks: [{ p: "legal.privacy.dpo.p1" }] },
      { id: "security", title: "legal.privacy.security.title", blocks: [{ p: "legal.privacy.security.p1" }] },
      { id: "changes", title: "legal.privacy.changes.title", blocks: [{ p: "legal.privacy.changes.p1" }] },
    ],
  },
  terms: {
    intro: "legal.terms.intro",
    sections: [
      { id: "company", title: "legal.terms.company.title", blocks: [{ p: "legal.terms.company.p1" }] },
      {
        id: "service",
        title: "legal.terms.service.title",
        blocks: [{ p: "legal.terms.service.p1" }, { p: "legal.terms.service.p2" }],
      },
      { id: "accounts", title: "legal.terms.accounts.title", blocks: [{ p: "legal.terms.accounts.p1" }] },
      { id: "listings", title: "legal.terms.listings.title", blocks: [{ p: "legal.terms.listings.p1" }] },
      {
        id: "tenants",
        title: "legal.terms.tenants.title",
        blocks: [
          { p: "legal.terms.tenants.p1" },
          {
            list: [
              "legal.terms.tenants.term",
              "legal.terms.tenants.deposit",
              "legal.terms.tenants.guarantor",
              "legal.terms.tenants.documents",
              "legal.terms.tenants.payment",
              "legal.terms.tenants.fine",
            ],
          },
        ],
      },
      {
        id: "owners",
        title: "legal.terms.owners.title",
        blocks: [{ p: "legal.terms.owners.p1" }, { p: "legal.terms.owners.p2" }],
      },
      { id: "services", title: "legal.terms.services.title", blocks: [{ p: "legal.terms.services.p1" }] },
      { id: "conduct", title: "legal.terms.conduct.title", blocks: [{ p: "legal.terms.conduct.p1" }] },
      { id: "liability", title: "legal.terms.liability.title", blocks: [{ p: "legal.terms.liability.p1" }] },
      { id: "intellectual", title: "legal.terms.intellectual.title", blocks: [{ p: "legal.terms.intellectual.p1" }] },
      {
        id: "privacy",
        title: "legal.terms.privacy.title",
        blocks: [{ p: "legal.terms.privacy.p1" }, { link: "privacy", label: "legal.terms.privacy.link" }],
      },
      { id: "changes", title: "legal.terms.changes.title", blocks: [{ p: "legal.terms.changes.p1" }] },
      { id: "law", title: "legal.terms.law.title", blocks: [{ p: "legal.terms.law.p1" }] },
      { id: "contact", title: "legal.terms.contact.title", blocks: [{ p: "legal.terms.contact.p1" }] },
    ],
  },
};

/** The values the texts' placeholders take: the company's facts and the site's real settings. */
function legalVars(locale: Locale, creci: string | null): MessageVars {
  return {
    company: COMPANY.name,
    legalName: COMPANY.legalName,
    creci: creciText(locale, creci),
    city: COMPANY.city,
    email: COMPANY.contactEmail,
    whatsapp: COMPANY.whatsapp.display,
    year: String(COMPANY.foundedYear),
    sessionDays: Math.round(SESSION_TTL_MS / DAY_MS),
    languageDays: Math.round((LOCALE_COOKIE_MAX_AGE_S * 1000) / DAY_MS),
    resetHours: Math.round(RESET_TOKEN_TTL_MS / (60 * 60 * 1000)),
    usualMonths: USUAL_MIN_CONTRACT_MONTHS,
    shortestMonths: SHORTEST_CONTRACT_MONTHS,
    depositShare: new Intl.NumberFormat(HTML_LANG[locale], { style: "percent" }).format(DEPOSIT_SHARE),
    photographerPrice: formatBRL(PHOTOGRAPHER_PRICE_REAIS),
    documents: requiredDocumentsText(locale),
  };
}

const legalPageOf = (routeId: string | undefined): LegalPage => (pageIdOf(routeId) === "terms" ? "terms" : "privacy");

export function meta({ location, matches }: Route.MetaArgs) {
  const page = legalPageOf(matches.at(-1)?.id);
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, `page.${page}.title`),
    description: translate(locale, `page.${page}.description`),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
  });
}

const linkClass = "font-medium text-pine-800 underline underline-offset-2 hover:text-pine-900";

export default function Legal() {
  const { locale, t } = useT();
  const page = legalPageOf(useMatches().at(-1)?.id);
  const document = DOCUMENTS[page];
  const vars = legalVars(locale, useRootData().creci);
  const updated = new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${LEGAL_UPDATED}T12:00:00Z`),
  );

  return (
    <>
      <PageHeader title={t(`page.${page}.title`)} lead={t(`page.${page}.description`)}>
        <p className="mt-4 text-sm text-ink-700">
          <time dateTime={LEGAL_UPDATED}>{t("legal.updated", { date: updated })}</time>
        </p>
      </PageHeader>

      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-10 sm:px-8 sm:py-14 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav
          id="contents"
          aria-labelledby="legal-toc"
          className="scroll-mt-24 self-start rounded-xl border border-sand-200 bg-white p-5 lg:sticky lg:top-24"
        >
          <h2 id="legal-toc" className="text-sm font-semibold tracking-wide text-ink-700 uppercase">
            {t("legal.toc")}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm marker:text-ink-600">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={linkClass}>
                  {t(section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 max-w-3xl text-ink-700">
          <p className="text-lg">{t(document.intro, vars)}</p>
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="font-display text-h3 font-semibold text-ink-900 sm:text-h2">
                {index + 1}. {t(section.title)}
              </h2>
              <div className="mt-3 space-y-4">
                {section.blocks.map((block, blockIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
                  <LegalBlock key={blockIndex} block={block} vars={vars} />
                ))}
              </div>
              <p className="mt-4 text-sm">
                <a href="#contents" className={linkClass}>
                  {t("legal.backToTop")}
                </a>
              </p>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

function LegalBlock({ block, vars }: { block: Block; vars: MessageVars }) {
  const { locale, t } = useT();
  if ("p" in block) return <p>{t(block.p, vars)}</p>;
  if ("list" in block)
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">
        {block.list.map((key) => (
          <li key={key}>{t(key, vars)}</li>
        ))}
      </ul>
    );
  if ("link" in block)
    return (
      <p>
        <AppLink to={href(block.link, locale)} className={linkClass}>
          {t(block.label)}
        </AppLink>
      </p>
    );
  return (
    <ul className="grid gap-3" data-testid="storage">
      {STORAGE.map((item) => (
        <li key={item.name} className="rounded-xl border border-sand-200 bg-white p-4">
          <p>
            <span className="sr-only">{t("legal.privacy.cookies.name")}: </span>
            <code className="rounded bg-sand-100 px-1.5 py-0.5 font-mono text-sm font-semibold text-ink-900">
              {item.name}
            </code>
          </p>
          <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-x-4">
            <dt className="font-semibold text-ink-900">{t("legal.privacy.cookies.purpose")}</dt>
            <dd>{t(item.purpose, vars)}</dd>
            <dt className="font-semibold text-ink-900">{t("legal.privacy.cookies.duration")}</dt>
            <dd>{t(item.duration, vars)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
