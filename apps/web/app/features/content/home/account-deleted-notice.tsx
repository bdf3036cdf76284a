import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { ACCOUNT_DELETED_PARAM } from "../../../site/account-links.ts";
import "./messages.ts";

/**
 * The home page's word to someone who has just deleted their account (the account page sends
 * them to `/?conta-excluida=1`). It takes focus, so a screen reader says it first; only words,
 * so an address shared with the parameter shows nothing anyone could act on.
 */
export function AccountDeletedNotice() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  const shown = searchParams.has(ACCOUNT_DELETED_PARAM);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="mx-auto max-w-6xl px-5 pt-6 sm:px-8">
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-pine-100 bg-pine-50 px-5 py-4 text-pine-900 focus:outline-2 focus:outline-offset-2 focus:outline-pine-600"
      >
        <h2 className="font-semibold">{t("home.accountDeleted.title")}</h2>
        <p className="mt-1">{t("home.accountDeleted.text")}</p>
      </div>
    </div>
  );
}
