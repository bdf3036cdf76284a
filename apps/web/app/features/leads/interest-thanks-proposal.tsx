import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import "./interest-thanks-messages.ts";

/** The invitation to turn the interest just sent into a proposal (issue 35), at the top of the thank-you page. */
export function ProposalInvite({ to }: { to: string }) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-6xl px-5 pt-10 sm:px-8">
      <section
        aria-labelledby="thanks-propose"
        className="rounded-2xl border border-pine-200 bg-pine-50 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-6"
      >
        <div>
          <h2 id="thanks-propose" className="font-display text-h3 font-semibold text-ink-900">
            {t("interestThanks.propose.title")}
          </h2>
          <p className="mt-1 text-ink-800">{t("interestThanks.propose.text")}</p>
        </div>
        <AppLink to={to} className={`${buttonClass()} mt-4 shrink-0 sm:mt-0`}>
          {t("interestThanks.propose.link")}
        </AppLink>
      </section>
    </div>
  );
}
