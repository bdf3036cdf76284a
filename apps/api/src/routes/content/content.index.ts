import { etag } from "hono/etag";
import { createRouter } from "../../lib/create-router.ts";
import { localeOf } from "../../lib/request-locale.ts";
import {
  createPressMention,
  createTestimonial,
  deletePressMention,
  deleteTestimonial,
  homeContent,
  listPressMentions,
  listTestimonials,
  updatePressMention,
  updateTestimonial,
} from "../../services/content/home-content.ts";
import { adminHook } from "../admin/admin.index.ts";
import { homeContentRoute, pressMentionRoutes, testimonialRoutes } from "./content.routes.ts";

/** The home page's read: public, with an ETag like the catalogue's reads, a minute in shared caches. */
export const contentRouter = createRouter();
contentRouter.use("/content/home", etag());
contentRouter.openapi(homeContentRoute, async (c) => {
  c.header("Cache-Control", "public, max-age=60");
  return c.json(await homeContent(c.var.deps.db), 200);
});

/**
 * Staff's lists. Mounted after `adminRouter`, whose `/admin/*` guard (a session, then the staff
 * role) runs before these handlers and their validation; the authorization matrix test holds it.
 */
export const contentAdminRouter = createRouter();
const noStore = { "Cache-Control": "private, no-store" };
contentAdminRouter
  .openapi(
    pressMentionRoutes.list,
    async (c) => c.json({ items: await listPressMentions(c.var.deps.db) }, 200, noStore),
    adminHook,
  )
  .openapi(
    pressMentionRoutes.create,
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(await createPressMention(db, c.req.valid("json"), localeOf(c), now()), 201);
    },
    adminHook,
  )
  .openapi(
    pressMentionRoutes.update,
    async (c) => {
      const { db, now } = c.var.deps;
      const { id } = c.req.valid("param");
      return c.json(await updatePressMention(db, id, c.req.valid("json"), localeOf(c), now()), 200);
    },
    adminHook,
  )
  .openapi(
    pressMentionRoutes.remove,
    async (c) => {
      await deletePressMention(c.var.deps.db, c.req.valid("param").id, localeOf(c));
      return c.body(null, 204);
    },
    adminHook,
  )
  .openapi(
    testimonialRoutes.list,
    async (c) => c.json({ items: await listTestimonials(c.var.deps.db) }, 200, noStore),
    adminHook,
  )
  .openapi(
    testimonialRoutes.create,
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(await createTestimonial(db, c.req.valid("json"), localeOf(c), now()), 201);
    },
    adminHook,
  )
  .openapi(
    testimonialRoutes.update,
    async (c) => {
      const { db, now } = c.var.deps;
      const { id } = c.req.valid("param");
      return c.json(await updateTestimonial(db, id, c.req.valid("json"), localeOf(c), now()), 200);
    },
    adminHook,
  )
  .openapi(
    testimonialRoutes.remove,
    async (c) => {
      await deleteTestimonial(c.var.deps.db, c.req.valid("param").id, localeOf(c));
      return c.body(null, 204);
    },
    adminHook,
  );
