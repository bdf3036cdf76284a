import { href } from "@campuslar/domain/routes/route-table";
import { BellIcon } from "../../catalogue/listing-actions/alert-me-link.tsx";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import "../../catalogue/listing-actions/alert-me-messages.ts";

/** The account page's card of saved searches (issue 23): how many, and the way to "My alerts". */
export function AccountAlertsCard({ count, className }: { count: number | null; className: string }) {
  const { locale, t } = useT();
  return (
    <section aria-labelledby="account-alerts" className={className}>
      <h2 id="account-alerts" className="flex items-center gap-2 font-display text-h3 font-semibold text-ink-900">
        <BellIcon className="size-5 text-pine-700" />
        {t("alertMe.account.title")}
      </h2>
      <p className="mt-3 text-ink-700">
        {count === null ? t("alertMe.account.failed") : countText(locale, "alertMe.account.count", count)}
      </p>
      <AppLink to={href("accountAlerts", locale)} className={buttonClass({ variant: "secondary", className: "mt-5" })}>
        {t("alertMe.account.manage")}
      </AppLink>
    </section>
  );
}
