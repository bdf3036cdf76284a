import { href } from "@campuslar/domain/routes/route-table";
import type { ReactNode } from "react";
import { useT } from "../i18n/t.ts";
import { AppLink } from "./app-link.tsx";
import { buttonClass } from "./button.tsx";

/** Spec §8: the message is the title, with a link back to the home page in the same language. */
export function NotFound() {
  const { locale, t } = useT();
  return (
    <ErrorPanel code="404" title={t("notFound.title")} message={t("notFound.hint")}>
      <AppLink to={href("home", locale)} className={buttonClass()}>
        {t("notFound.backHome")}
      </AppLink>
    </ErrorPanel>
  );
}

export function ErrorPanel({
  code,
  title,
  message,
  children,
}: {
  code: string;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl px-5 py-20 text-center sm:px-8 sm:py-28">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      {code ? (
        <p className="font-display text-6xl font-semibold text-brand-600" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className="mt-4 font-display text-h1 font-semibold text-ink-900">{title}</h1>
      <p className="mt-4 text-lead text-ink-700">{message}</p>
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
