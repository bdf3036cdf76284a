import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import { useT } from "../../i18n/t.ts";
import { ResendVerificationForm } from "./resend-verification-form.tsx";
import "./messages.ts";

/**
 * Issue 34, on the account page: until the account's e-mail is verified, what that means and the
 * button for a new link; the moment the link worked (`?verificado=1`), that it did.
 */
export function EmailVerificationBanner({
  email,
  verified,
  justVerified,
}: {
  email: string;
  verified: boolean;
  justVerified: boolean;
}) {
  const { locale, t: translate } = useT();
  if (verified) {
    return justVerified ? (
      <p role="status" className="rounded-2xl border border-pine-100 bg-pine-50 px-5 py-4 font-medium text-pine-800">
        {ACCOUNT_MESSAGES.emailVerified[locale]}.
      </p>
    ) : null;
  }
  return (
    <section aria-labelledby="account-verify" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <h2 id="account-verify" className="font-display text-h3 font-semibold text-ink-900">
        {translate("account.verify.bannerTitle")}
      </h2>
      <p className="mt-2 text-ink-900 wrap-anywhere">{translate("account.verify.bannerNote", { email })}</p>
      <ResendVerificationForm className="mt-4" />
    </section>
  );
}
