import { useLocation } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { buttonClass } from "../../../ui/button.tsx";
import { withParams } from "../admin-filters.ts";
import "../messages.ts";

const pageLink = buttonClass({ variant: "secondary" });

/** Previous / next between pages of a list, keeping every filter of the address. */
export function AdminPagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useT();
  const { search } = useLocation();
  if (totalPages <= 1) return null;
  const params = new URLSearchParams(search);
  const to = (target: number) => withParams(params, { page: target === 1 ? null : String(target), lead: null });
  return (
    <nav aria-label={t("admin.pagination.label")} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <AppLink to={to(page - 1)} className={pageLink} rel="prev">
          {t("admin.pagination.previous")}
        </AppLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-700">{t("admin.pagination.page", { page, pages: totalPages })}</p>
      {page < totalPages ? (
        <AppLink to={to(page + 1)} className={pageLink} rel="next">
          {t("admin.pagination.next")}
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
