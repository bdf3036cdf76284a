import { adminMessage } from "@campuslar/domain/admin/admin-messages";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { type AdminRentalFilters, exportAdminRentals, listAdminRentals } from "../../services/admin/admin-rentals.ts";
import { adminRentalsCsv } from "../../services/admin/admin-rentals-csv.ts";
import { adminHook } from "./admin.index.ts";
import { exportAdminRentalsRoute, listAdminRentalsRoute } from "./admin-rentals.routes.ts";

const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "private, no-store");

/** `from` after `to` finds nothing: say so next to the field rather than show an empty pipeline. */
function checkDates(c: Context<AppEnv>, filters: AdminRentalFilters) {
  if (filters.from && filters.to && filters.from > filters.to) {
    const locale = localeOf(c);
    const message = adminMessage("admin.dates.reversed", locale);
    throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], { to: message });
  }
}

/**
 * Staff's rentals pipeline and its CSV export. Mounted after `adminRouter`, whose `/admin/*`
 * guard (a session, then the staff role) runs before these handlers and their validation.
 */
export const adminRentalsRouter = createRouter();
adminRentalsRouter
  .openapi(
    listAdminRentalsRoute,
    async (c) => {
      const query = c.req.valid("query");
      checkDates(c, query);
      const { db, now } = c.var.deps;
      noStore(c);
      return c.json(await listAdminRentals(db, query, now()), 200);
    },
    adminHook,
  )
  .openapi(
    exportAdminRentalsRoute,
    async (c) => {
      const filters = c.req.valid("query");
      checkDates(c, filters);
      const { db, now } = c.var.deps;
      const rows = await exportAdminRentals(db, filters, now());
      noStore(c);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="rentals-${saoPauloDate(now())}.csv"`);
      return c.body(adminRentalsCsv(rows, localeOf(c)), 200) as never;
    },
    adminHook,
  );
