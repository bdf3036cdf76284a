import { randomBytes, randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UNAVAILABLE_MESSAGE } from "@campuslar/domain/errors/api-error";
import { negotiateLocale } from "@campuslar/domain/i18n/locales";
import { OpenAPIHono } from "@hono/zod-openapi";
import { etag } from "hono/etag";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import { catalogueVersionOf } from "./db/catalogue-version.ts";
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from "./db/database-unavailable.ts";
import type { ApiDeps, AppEnv } from "./lib/app-env.ts";
import { jsonBodyLimit, requireJsonBody } from "./lib/body-rules.ts";
import { errorBody, errorResponse, HttpError, withRequestId } from "./lib/errors.ts";
import { createPrivateFileStore, type PrivateFileStore } from "./lib/private-files.ts";
import { createMemoryRateLimiter } from "./lib/rate-limit.ts";
import { declareSharedRefusals } from "./lib/shared-refusals.ts";
import { validInput } from "./lib/valid-input.ts";
import { accessConnectionsAdminRouter } from "./routes/admin/access-connections.index.ts";
import { adminRouter } from "./routes/admin/admin.index.ts";
import { adminRentalsRouter } from "./routes/admin/admin-rentals.index.ts";
import { alertsRouter, isOneClickUnsubscribe } from "./routes/alerts/alerts.index.ts";
import { arrivalRouter } from "./routes/arrival/arrival.index.ts";
import { isClaimUploadRequest } from "./routes/arrival/claim-upload.ts";
import { cancellationRouter } from "./routes/cancellation/cancellation.index.ts";
import { claimsAdminRouter } from "./routes/claims/claims.index.ts";
import { contentAdminRouter, contentRouter } from "./routes/content/content.index.ts";
import { docsRouter } from "./routes/docs/docs.index.ts";
import { eventsRouter } from "./routes/events/events.index.ts";
import { favoritesRouter } from "./routes/favorites/favorites.index.ts";
import { healthRouter } from "./routes/health/health.index.ts";
import { leadsRouter } from "./routes/leads/leads.index.ts";
import { leasesRouter } from "./routes/leases/leases.index.ts";
import { ownerListingsRouter } from "./routes/owner-listings/owner-listings.index.ts";
import { isPhotoUploadRequest } from "./routes/owner-listings/photo-upload.ts";
import { paymentWebhooksRouter } from "./routes/payment-webhooks/payment-webhooks.index.ts";
import { payoutsRouter } from "./routes/payouts/payouts.index.ts";
import { propertiesRouter } from "./routes/properties/properties.index.ts";
import { propertyFiltersRouter } from "./routes/property-filters/property-filters.index.ts";
import { propertyLookupRouter } from "./routes/property-lookup/property-lookup.index.ts";
import { propertyPinsRouter } from "./routes/property-pins/property-pins.index.ts";
import { propertySitemapRouter } from "./routes/property-sitemap/property-sitemap.index.ts";
import { propertyTermRouter } from "./routes/property-term/property-term.index.ts";
import { isDocumentUploadRequest } from "./routes/rental-documents/document-upload.ts";
import { rentalDocumentsAdminRouter, rentalDocumentsRouter } from "./routes/rental-documents/rental-documents.index.ts";
import { rentalMessagesRouter } from "./routes/rental-messages/rental-messages.index.ts";
import { rentalPaymentsRouter } from "./routes/rental-payments/rental-payments.index.ts";
import { rentalsRouter } from "./routes/rentals/rentals.index.ts";
import { reportsAdminRouter, reportsRouter } from "./routes/reports/reports.index.ts";
import { roommatesRouter } from "./routes/roommates/roommates.index.ts";
import { staffSecurityRouter } from "./routes/staff-security/staff-security.index.ts";
import { isStatementUploadRequest, statementsRouter } from "./routes/statements/statements.index.ts";
import { transitRouter } from "./routes/transit/transit.index.ts";
import { isFeedUploadRequest, transitAdminRouter } from "./routes/transit-admin/transit-admin.index.ts";
import { universitiesRouter } from "./routes/universities/universities.index.ts";
import { userInterestsRouter } from "./routes/user-interests/user-interests.index.ts";
import { currentUserRouter, usersRouter } from "./routes/users/users.index.ts";
import { ownerVisitsRouter, visitsAdminRouter, visitsRouter } from "./routes/visits/visits.index.ts";
import { configureVerificationValidity } from "./services/catalogue/verification-policy.ts";
import { createLocalPhotoStorage, type PhotoStorage } from "./services/photos/photo-storage.ts";

/**
 * The JSON API under `/v2`, as a fetch handler: the server mounts it, tests call
 * `api.request(...)` directly. Everything it touches comes in through `deps`.
 */
export function createApi(
  apiDeps: Omit<ApiDeps, "photoStorage" | "privateFiles"> & {
    photoStorage?: PhotoStorage;
    privateFiles?: PrivateFileStore;
  },
) {
  const deps: ApiDeps = {
    ...apiDeps,
    rateLimiter: apiDeps.rateLimiter ?? createMemoryRateLimiter(),
    // Tests and tools that never upload need no media directory of their own.
    photoStorage: apiDeps.photoStorage ?? createLocalPhotoStorage(join(tmpdir(), "campuslar-media")),
    // Nor a private store: theirs lives in a temporary directory under a key that dies with the process.
    privateFiles:
      apiDeps.privateFiles ??
      createPrivateFileStore(join(tmpdir(), `campuslar-private-${process.pid}`), randomBytes(32)),
  };
  configureVerificationValidity(deps.verificationValidMonths, deps.now);
  const api = new OpenAPIHono<AppEnv>().basePath("/v2");

  api.use(async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("log", deps.logger.child({ requestId }));
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    c.var.log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(ms) }, "request");
    // The route's pattern, not the path: one series per route however many codes are asked for.
    // An unknown path ends on a middleware's pattern (`/v2/*`): still one series, not one per path.
    const route = routePath(c, -1) || "unmatched";
    deps.metrics?.observeRequest({ route, method: c.req.method, status: c.res.status }, ms / 1000);
  });

  // A write is read back on the instance that answered it (decision 020): before its answer
  // leaves, every catalogue change it committed is counted, so the writer's next page shows it.
  api.use(async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") await catalogueVersionOf(deps.db)?.sync();
  });

  // Before any handler or rate limit reads a body.
  // The photo upload is multipart with its own 10 MB cap (routes/owner-listings/photo-upload.ts).
  // So is staff's transit feed upload, with its 20 MB cap (routes/transit-admin/transit-admin.index.ts).
  // And a rental document, 10 MB (routes/rental-documents/document-upload.ts).
  // And an arrival claim's photos, 5 × 10 MB (routes/arrival/claim-upload.ts).
  // And staff's bank statement, 10 MB (routes/statements/statements.index.ts).
  const isUpload = (method: string, path: string) =>
    isPhotoUploadRequest(method, path) ||
    isFeedUploadRequest(method, path) ||
    isDocumentUploadRequest(method, path) ||
    isClaimUploadRequest(method, path) ||
    isStatementUploadRequest(method, path);
  api.use(jsonBodyLimit(isUpload));
  // The one-click unsubscribe of an alert e-mail (RFC 8058) is a form post; its route reads it.
  api.use(requireJsonBody((method, path) => isUpload(method, path) || isOneClickUnsubscribe(method, path)));
  // Text that is not Unicode, or holds NUL, in the path, the query or a JSON body: 400 (issue 17).
  api.use(validInput(isUpload));

  // Public catalogue reads: a strong ETag from the body, and 304 to a matching If-None-Match.
  api.use("/properties", etag());
  api.use("/properties/*", etag());
  api.use("/transit/*", etag());

  // Static catalogue paths are mounted before anything that takes a property code.
  const routers = [
    healthRouter,
    universitiesRouter,
    propertyFiltersRouter,
    propertyPinsRouter,
    propertyTermRouter,
    propertySitemapRouter,
    propertyLookupRouter,
    eventsRouter,
    contentRouter,
    transitRouter,
  ];
  for (const router of routers) api.route("/", router);
  api.route("/", propertiesRouter);
  api.route("/", usersRouter);
  api.route("/", currentUserRouter);
  api.route("/", favoritesRouter);
  api.route("/", userInterestsRouter);
  api.route("/", leadsRouter);
  api.route("/", reportsRouter);
  api.route("/", visitsRouter);
  api.route("/", rentalsRouter);
  api.route("/", rentalMessagesRouter);
  api.route("/", leasesRouter);
  api.route("/", rentalDocumentsRouter);
  api.route("/", rentalPaymentsRouter);
  api.route("/", arrivalRouter);
  api.route("/", cancellationRouter);
  api.route("/", alertsRouter);
  api.route("/", ownerListingsRouter);
  api.route("/", ownerVisitsRouter);
  api.route("/", paymentWebhooksRouter);
  api.route("/", roommatesRouter);
  api.route("/", adminRouter);
  // After adminRouter: its `/admin/*` guard runs first (see content.index.ts).
  api.route("/", contentAdminRouter);
  api.route("/", reportsAdminRouter);
  api.route("/", visitsAdminRouter);
  api.route("/", adminRentalsRouter);
  api.route("/", rentalDocumentsAdminRouter);
  api.route("/", claimsAdminRouter);
  api.route("/", transitAdminRouter);
  api.route("/", accessConnectionsAdminRouter);
  api.route("/", staffSecurityRouter);
  api.route("/", payoutsRouter);
  api.route("/", statementsRouter);
  api.route("/", docsRouter);

  declareSharedRefusals(api);
  api.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer" });
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "CampusLar API", version: "2" },
  });

  api.notFound((c) => c.json(errorBody("not_found", `No route for ${c.req.method} ${c.req.path}`), 404));

  api.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx, e.g. a body that is not JSON.
      return c.json(errorBody("validation_failed", error.message || "Malformed request"), 400);
    }
    if (isDatabaseUnavailable(error)) {
      // An outage of the database, not a bug: the request fails, the process stays up (issue 17).
      c.var.log.warn({ err: error instanceof Error ? error.message : String(error) }, "database unavailable");
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_S));
      const locale = negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
      return c.json(withRequestId(errorBody("unavailable", UNAVAILABLE_MESSAGE[locale]), c.var.requestId), 503);
    }
    c.var.log.error({ err: error }, "unhandled error");
    return c.json(withRequestId(errorBody("internal", "Something went wrong on our side"), c.var.requestId), 500);
  });

  return api;
}

export type Api = ReturnType<typeof createApi>;
