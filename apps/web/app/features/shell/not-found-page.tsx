import { href } from "@campuslar/domain/routes/route-table";
import { data } from "react-router";
import { PropertySearchFallback } from "../../catalogue/search-box/property-search-form.tsx";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ErrorPanel } from "../../ui/not-found.tsx";

/**
 * Every path that no page claims. It answers 404 (spec §8: "page not found" in the language of
 * the path); its own boundary adds a way on (issue 34.15): a search for a home, above the way home. (Misspelt language prefixes such as `/en/en/...` never get here: the
 * language middleware redirects them.)
 */
export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  const { locale, t } = useT();
  return (
    <ErrorPanel code="404" title={t("notFound.title")} message={t("notFound.hint")}>
      <div className="mx-auto flex max-w-sm flex-col items-stretch gap-4 text-left">
        <PropertySearchFallback />
        <AppLink to={href("home", locale)} className={buttonClass({ className: "self-center" })}>
          {t("notFound.backHome")}
        </AppLink>
      </div>
    </ErrorPanel>
  );
}

// Never rendered (the loader always throws), but a route without a component would be a
// resource route and answer raw data instead of a page.
export default function NotFoundRoute() {
  return null;
}
