import {
  DEPOSIT_SHARE,
  SHORTEST_CONTRACT_MONTHS,
  USUAL_MIN_CONTRACT_MONTHS,
} from "@campuslar/domain/property/contract-costs";
import { href } from "@campuslar/domain/routes/route-table";
import { COMPANY } from "@campuslar/domain/site/company";
import { PHOTOGRAPHER_PRICE_REAIS } from "@campuslar/domain/site/offers";
import { buttonClass } from "../../../ui/button.tsx";
import "./messages.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { inlinePrice } from "./home.ts";
import { ArrowRightIcon } from "./home-icons.tsx";
import { HomeSection } from "./home-section.tsx";

type Step = { title: string; text: string };

/** Three steps for students and three for owners, each side ending with where to start. */
export function HowItWorks() {
  const { locale, t } = useT();
  const students: Step[] = [
    { title: t("home.how.students.step1.title"), text: t("home.how.students.step1.text") },
    { title: t("home.how.students.step2.title"), text: t("home.how.students.step2.text") },
    {
      title: t("home.how.students.step3.title"),
      text: t("home.how.students.step3.text", {
        share: Math.round(DEPOSIT_SHARE * 100),
        months: USUAL_MIN_CONTRACT_MONTHS,
        shortest: SHORTEST_CONTRACT_MONTHS,
      }),
    },
  ];
  const owners: Step[] = [
    { title: t("home.how.owners.step1.title"), text: t("home.how.owners.step1.text") },
    {
      title: t("home.how.owners.step2.title"),
      text: t("home.how.owners.step2.text", { price: inlinePrice(PHOTOGRAPHER_PRICE_REAIS) }),
    },
    { title: t("home.how.owners.step3.title"), text: t("home.how.owners.step3.text") },
  ];
  return (
    <HomeSection
      id="home-how"
      title={t("home.how.title")}
      intro={t("home.how.intro", { year: String(COMPANY.foundedYear) })}
      tinted
    >
      <div className="mt-8 grid gap-5 md:grid-cols-2">
        <Audience
          id="home-how-students"
          title={t("home.how.students.title")}
          steps={students}
          cta={t("home.how.students.cta")}
          to={href("search", locale)}
          tone="pine"
        />
        <Audience
          id="home-how-owners"
          title={t("home.how.owners.title")}
          steps={owners}
          cta={t("home.how.owners.cta")}
          to={href("advertise", locale)}
          tone="brand"
        />
      </div>
    </HomeSection>
  );
}

const TONES = {
  pine: {
    number: "bg-pine-700 text-white",
    cta: "inline-flex min-h-11 items-center gap-2 rounded-full bg-pine-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-pine-800",
  },
  brand: { number: "bg-brand-700 text-white", cta: buttonClass() },
} as const;

function Audience({
  id,
  title,
  steps,
  cta,
  to,
  tone,
}: {
  id: string;
  title: string;
  steps: Step[];
  cta: string;
  to: string;
  tone: keyof typeof TONES;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-7"
    >
      <h3 id={id} className="font-display text-h3 font-semibold text-ink-900">
        {title}
      </h3>
      <ol className="mt-5 space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${TONES[tone].number}`}
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-ink-900">{step.title}</p>
              <p className="mt-1 text-ink-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-auto pt-6">
        <AppLink to={to} className={TONES[tone].cta}>
          {cta}
          <ArrowRightIcon className="size-4" />
        </AppLink>
      </div>
    </section>
  );
}
