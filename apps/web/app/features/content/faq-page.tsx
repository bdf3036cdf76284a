import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { whatsappText } from "@campuslar/domain/site/whatsapp";
import { useId, useMemo, useState } from "react";
import { Form } from "react-router";
import { countText } from "../../i18n/count-text.ts";
import { t as translate, useT } from "../../i18n/t.ts";
import { JsonLd } from "../../seo/json-ld.tsx";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf, useRootData } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ChevronDownIcon } from "../../ui/icons/icons.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { WhatsAppCta } from "../../ui/whatsapp-cta.tsx";
import type { Route } from "./+types/faq-page";
import { type FaqGroup, faqGroups } from "./faq-content.ts";
import { countFaqItems, filterFaq } from "./faq-filter.ts";
import "./faq-messages.ts";
import "../../seo/page-messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "page.faq.title"),
    description: translate(locale, "page.faq.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
  });
}

/** Without JavaScript the search box submits `?q=` and the server filters; with it, typing filters at once. */
export function loader({ url }: Route.LoaderArgs) {
  return { query: (url.searchParams.get("q") ?? "").slice(0, 200) };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { creci } = useRootData();
  const groups = useMemo(() => faqGroups(locale, creci), [locale, creci]);
  const [query, setQuery] = useState(loaderData.query);
  const shown = filterFaq(groups, query);
  const searching = query.trim() !== "";
  const found = countFaqItems(shown);

  return (
    <>
      <FaqJsonLd groups={groups} />
      <PageHeader title={t("page.faq.title")} lead={t("page.faq.description")}>
        <FaqSearch query={query} onQuery={setQuery} />
        <p role="status" className="mt-3 min-h-6 text-sm text-ink-700" data-testid="faq-count">
          {searching
            ? found === 0
              ? t("faq.search.empty", { query: query.trim() })
              : countText(locale, "faq.search.count", found)
            : ""}
        </p>
        {searching && found === 0 ? (
          <AppLink
            to={href("faq", locale)}
            onClick={(event) => {
              event.preventDefault();
              setQuery("");
            }}
            className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-900"
          >
            {t("faq.search.clear")}
          </AppLink>
        ) : null}
      </PageHeader>

      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-10 sm:px-8 sm:py-14 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <nav aria-labelledby="faq-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="faq-toc" className="text-sm font-semibold tracking-wide text-ink-700 uppercase">
            {t("faq.toc")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-sand-300 bg-white px-4 text-sm font-medium text-ink-900 transition-colors hover:border-pine-600 hover:text-pine-800 lg:min-h-10 lg:w-full lg:rounded-lg lg:border-transparent lg:bg-transparent lg:px-3"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0">
          {shown.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="mb-10 scroll-mt-24">
              <h2 id={`${group.id}-title`} className="font-display text-h2 font-semibold text-ink-900">
                {group.title}
              </h2>
              <div className="mt-4 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
                {group.items.map((item) => (
                  <details key={item.id} className="group" data-faq={item.id}>
                    <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink-900 transition-colors hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-pine-600 [&::-webkit-details-marker]:hidden">
                      <span>{item.question}</span>
                      <ChevronDownIcon className="size-5 shrink-0 text-pine-700 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
                    </summary>
                    <p className="px-5 pb-5 text-ink-700">{item.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}

          <aside aria-labelledby="faq-more" className="mt-4 rounded-2xl bg-pine-50 p-6 sm:p-8">
            <h2 id="faq-more" className="font-display text-h3 font-semibold text-ink-900">
              {t("faq.more.title")}
            </h2>
            <p className="mt-2 text-ink-700">{t("faq.more.text")}</p>
            <WhatsAppCta text={whatsappText(locale)} label={t("faq.more.whatsapp")} className="mt-5" />
          </aside>
        </div>
      </div>
    </>
  );
}

function FaqSearch({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const inputId = useId();
  return (
    <Form
      method="get"
      role="search"
      className="mt-8 max-w-xl"
      onSubmit={(event) => {
        // Typing already filtered; submitting would only reload the same list.
        if (hydrated) event.preventDefault();
      }}
    >
      <label htmlFor={inputId} className="block font-medium text-ink-900">
        {t("faq.search.label")}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => onQuery(event.currentTarget.value)}
          placeholder={t("faq.search.placeholder")}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-sand-300 bg-white px-3.5 py-2.5 text-ink-900 placeholder:text-ink-600 focus:border-pine-600 focus:outline-2 focus:outline-pine-600/30"
        />
        <button
          type="submit"
          className="rounded-lg bg-pine-700 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-pine-800"
        >
          {t("faq.search.submit")}
        </button>
      </div>
    </Form>
  );
}

/** Spec §2 and DESIGN §5: every question and answer, for search engines' FAQ results. */
function FaqJsonLd({ groups }: { groups: FaqGroup[] }) {
  return (
    <JsonLd
      data={{
        "@type": "FAQPage",
        mainEntity: groups.flatMap((group) =>
          group.items.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        ),
      }}
    />
  );
}
