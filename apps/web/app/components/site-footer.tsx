import { useT } from "../i18n/t.ts";
import { LogoMark } from "./logo.tsx";

export function SiteFooter() {
  const { t } = useT();
  return (
    <footer className="mt-auto border-t border-sand-200 bg-sand-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-5 py-8 text-sm text-ink-700 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p className="flex items-center gap-2">
          <LogoMark className="size-6" />
          <span>{t("site.since")}</span>
        </p>
        <p>{t("site.copyright")}</p>
      </div>
    </footer>
  );
}
