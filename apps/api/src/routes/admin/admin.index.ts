import { LEAD_EXPORT_MAX, type LeadFilters } from "@campuslar/domain/admin/admin-dto";
import { adminMessage, isAdminMessageKey } from "@campuslar/domain/admin/admin-messages";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import type { Locale } from "@campuslar/domain/i18n/locales";
import type { Context } from "hono";
import type { z } from "zod";
import { actorOf, requireStaff } from "../../auth/policy.ts";
import { requireUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { leadsCsv } from "../../services/admin/lead-csv.ts";
import { getLeadDetail, updateLead } from "../../services/admin/lead-detail.ts";
import { countLeads, findLeads } from "../../services/admin/lead-inbox.ts";
import {
  approveListingChange,
  declineListingChange,
  listListingChanges,
} from "../../services/admin/listing-changes-review.ts";
import {
  listAdminListings,
  listCustomers,
  publishListing,
  rejectListing,
  updateAdminListing,
} from "../../services/admin/listing-review.ts";
import { verifyListing, withdrawVerification } from "../../services/admin/listing-verification.ts";
import { changeUserRole, listUsers } from "../../services/admin/users-admin.ts";
import {
  approveListingChangeRoute,
  changeRoleRoute,
  declineListingChangeRoute,
  exportLeadsRoute,
  getLeadRoute,
  listAdminListingsRoute,
  listCustomersRoute,
  listLeadsRoute,
  listListingChangesRoute,
  listUsersRoute,
  publishListingRoute,
  rejectListingRoute,
  updateAdminListingRoute,
  updateLeadRoute,
  verifyListingRoute,
  withdrawVerificationRoute,
} from "./admin.routes.ts";

/**
 * A 400 whose field messages are the backoffice's sentences in the reader's language (thrown,
 * so `onError` writes the same error body as everywhere else).
 */
export const adminHook = (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
  if (result.success || !result.error) return;
  const locale = localeOf(c);
  const fields = localizeFieldErrors(result.error.issues, (key) =>
    isAdminMessageKey(key) ? adminMessage(key, locale) : key,
  );
  throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
};

/** `from` after `to` finds nothing; say so next to the field rather than answer an empty list. */
function checkDates(filters: LeadFilters, locale: Locale) {
  if (filters.from && filters.to && filters.from > filters.to) {
    const message = adminMessage("admin.dates.reversed", locale);
    throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], { to: message });
  }
}

const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "private, no-store");

export const adminRouter = createRouter();
// Every backoffice path, before any validation: a visitor gets 401 and a non-staff user 403
// whatever they send.
adminRouter.use("/admin/*", requireUser, requireStaff);
adminRouter
  .openapi(
    listLeadsRoute,
    async (c) => {
      const { page, pageSize, ...filters } = c.req.valid("query");
      const locale = localeOf(c);
      checkDates(filters, locale);
      const db = c.var.deps.db;
      const [items, total] = await Promise.all([
        findLeads(db, filters, { limit: pageSize, offset: (page - 1) * pageSize }, locale),
        countLeads(db, filters),
      ]);
      noStore(c);
      return c.json({ items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) }, 200);
    },
    adminHook,
  )
  .openapi(
    exportLeadsRoute,
    async (c) => {
      const filters = c.req.valid("query");
      const locale = localeOf(c);
      checkDates(filters, locale);
      const rows = await findLeads(c.var.deps.db, filters, { limit: LEAD_EXPORT_MAX, offset: 0 }, locale);
      const day = saoPauloDate(c.var.deps.now());
      noStore(c);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="leads-${day}.csv"`);
      return c.body(leadsCsv(rows, locale), 200) as never;
    },
    adminHook,
  )
  .openapi(
    getLeadRoute,
    async (c) => {
      const { kind, id } = c.req.valid("param");
      noStore(c);
      return c.json(await getLeadDetail(c.var.deps.db, kind, id, localeOf(c)), 200);
    },
    adminHook,
  )
  .openapi(
    updateLeadRoute,
    async (c) => {
      const { kind, id } = c.req.valid("param");
      const row = await updateLead(c.var.deps.db, kind, id, c.req.valid("json"), localeOf(c), c.var.deps.now());
      return c.json(row, 200);
    },
    adminHook,
  )
  .openapi(
    listAdminListingsRoute,
    async (c) => {
      noStore(c);
      return c.json(await listAdminListings(c.var.deps.db, c.req.valid("query"), localeOf(c)), 200);
    },
    adminHook,
  )
  .openapi(
    publishListingRoute,
    async (c) => {
      const code = c.req.valid("param").code.toUpperCase();
      const { db, now, publicUrl } = c.var.deps;
      return c.json(await publishListing(db, code, localeOf(c), now(), publicUrl), 200);
    },
    adminHook,
  )
  .openapi(
    rejectListingRoute,
    async (c) => {
      const code = c.req.valid("param").code.toUpperCase();
      const { reason } = c.req.valid("json");
      const { db, now, publicUrl } = c.var.deps;
      return c.json(await rejectListing(db, code, reason, localeOf(c), now(), publicUrl), 200);
    },
    adminHook,
  )
  .openapi(
    listListingChangesRoute,
    async (c) => {
      noStore(c);
      return c.json(await listListingChanges(c.var.deps.db, c.req.valid("query").page, localeOf(c)), 200);
    },
    adminHook,
  )
  .openapi(
    approveListingChangeRoute,
    async (c) => {
      const code = c.req.valid("param").code.toUpperCase();
      const { version } = c.req.valid("json");
      const { db, photoStorage, now, publicUrl } = c.var.deps;
      await approveListingChange(db, photoStorage, code, version, localeOf(c), now(), publicUrl);
      return c.body(null, 204);
    },
    adminHook,
  )
  .openapi(
    declineListingChangeRoute,
    async (c) => {
      const code = c.req.valid("param").code.toUpperCase();
      const { version, reason } = c.req.valid("json");
      const { db, now, publicUrl } = c.var.deps;
      await declineListingChange(db, code, version, reason, localeOf(c), now(), publicUrl);
      return c.body(null, 204);
    },
    adminHook,
  )
  .openapi(
    updateAdminListingRoute,
    async (c) => {
      const code = c.req.valid("param").code.toUpperCase();
      const listing = await updateAdminListing(c.var.deps.db, code, c.req.valid("json"), localeOf(c), c.var.deps.now());
      return c.json(listing, 200);
    },
    adminHook,
  )
  .openapi(
    verifyListingRoute,
    async (c) => {
      const code = c.req.valid("param").code.toUpperCase();
      const { method } = c.req.valid("json");
      const { db, now } = c.var.deps;
      return c.json(await verifyListing(db, code, method, actorOf(c).id, localeOf(c), now()), 200);
    },
    adminHook,
  )
  .openapi(
    withdrawVerificationRoute,
    async (c) => {
      const code = c.req.valid("param").code.toUpperCase();
      const { db, now } = c.var.deps;
      return c.json(await withdrawVerification(db, code, localeOf(c), now()), 200);
    },
    adminHook,
  )
  .openapi(
    listCustomersRoute,
    async (c) => {
      noStore(c);
      return c.json(await listCustomers(c.var.deps.db), 200);
    },
    adminHook,
  )
  .openapi(
    listUsersRoute,
    async (c) => {
      noStore(c);
      return c.json(await listUsers(c.var.deps.db, c.req.valid("query")), 200);
    },
    adminHook,
  )
  .openapi(
    changeRoleRoute,
    async (c) => {
      const user = await changeUserRole(
        c.var.deps.db,
        actorOf(c).id,
        c.req.valid("param").id,
        c.req.valid("json").role,
        localeOf(c),
        c.var.deps.now(),
      );
      return c.json(user, 200);
    },
    adminHook,
  );
