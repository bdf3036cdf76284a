import { href } from "@campuslar/domain/routes/route-table";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import "./messages.ts";

/**
 * Why an account with an unconfirmed e-mail cannot propose yet, and the way out: the
 * verification page, which sends the link again.
 */
export function UnverifiedNotice({ message, className }: { message: string; className?: string }) {
  const { locale, t } = useT();
  return (
    <section
      aria-labelledby="unverified-title"
      className={`rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5 ${className ?? ""}`}
      data-testid="unverified-notice"
    >
      <h2 id="unverified-title" className="font-semibold text-ink-900">
        {t("rentals.propose.unverifiedTitle")}
      </h2>
      <p className="mt-1 text-ink-800">{message}</p>
      <AppLink
        to={href("verifyEmail", locale)}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-pine-800 underline"
      >
        {t("rentals.propose.unverifiedLink")}
      </AppLink>
    </section>
  );
}
