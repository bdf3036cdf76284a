import { href } from "@campuslar/domain/routes/route-table";
import { Link } from "react-router";
import { useT } from "../i18n/t.ts";
import { LocaleSwitch } from "./locale-switch.tsx";
import { LogoMark } from "./logo.tsx";

/** Spec §2: a sticky top bar with the logo and the language toggle. */
export function SiteHeader() {
  const { locale, t } = useT();
  return (
    <header className="sticky top-0 z-20 border-b border-sand-200 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link
          to={href("home", locale)}
          aria-label={t("site.homeLink")}
          className="flex items-center gap-2.5 rounded-md text-ink-900"
        >
          <LogoMark className="size-9" />
          <span className="font-display text-xl font-semibold tracking-tight">{t("site.name")}</span>
        </Link>
        <nav aria-label={t("locale.switchLabel")}>
          <LocaleSwitch locale={locale} />
        </nav>
      </div>
    </header>
  );
}
