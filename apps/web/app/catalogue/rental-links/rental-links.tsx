import { href } from "@campuslar/domain/routes/route-table";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import "./rental-links-messages.ts";

const link = "inline-flex min-h-11 items-center font-semibold text-pine-800 underline";

/** The account page's card leading to "Your rentals" and "Proposals for your homes" (issue 35). */
export function AccountRentalsCard({ className }: { className?: string }) {
  const { locale, t } = useT();
  return (
    <section aria-labelledby="account-rentals" className={className}>
      <h2 id="account-rentals" className="font-display text-h3 font-semibold text-ink-900">
        {t("rentalLinks.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t("rentalLinks.lead")}</p>
      <ul className="mt-3">
        <li>
          <AppLink to={href("accountRentals", locale)} className={link}>
            {t("rentalLinks.student")}
          </AppLink>
        </li>
        <li>
          <AppLink to={href("ownerRentals", locale)} className={link}>
            {t("rentalLinks.owner")}
          </AppLink>
        </li>
        <li>
          <AppLink to={href("ownerPayouts", locale)} className={link}>
            {t("rentalLinks.payouts")}
          </AppLink>
        </li>
      </ul>
    </section>
  );
}

/** The owner's listings page's way to where they are paid and their monthly statement (issue 36). */
export function OwnerPayoutsLink({ className = "" }: { className?: string }) {
  const { locale, t } = useT();
  return (
    <AppLink to={href("ownerPayouts", locale)} className={`${link} ${className}`}>
      {t("rentalLinks.payouts")}
    </AppLink>
  );
}

/** The owner's listings page's way to the proposals their homes received. */
export function OwnerRentalsLink({ className = "" }: { className?: string }) {
  const { locale, t } = useT();
  return (
    <AppLink to={href("ownerRentals", locale)} className={`${link} ${className}`}>
      {t("rentalLinks.owner")}
    </AppLink>
  );
}
