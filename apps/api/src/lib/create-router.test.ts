import { RECORD_ID_MAX } from "@campuslar/domain/ids/record-id";
import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { createRouter } from "./create-router.ts";

const route = (path: string) =>
  createRoute({
    method: "get",
    path,
    request: { params: z.object({ id: z.coerce.number().int().positive() }) },
    responses: { 200: { description: "Found" } },
  });

/** One router with the default hook, one route with a hook of its own that only handles failures. */
function app() {
  const router = createRouter();
  router.openapi(route("/default/{id}"), (c) => c.json({ id: c.req.valid("param").id }, 200));
  router.openapi(
    route("/own-hook/{id}"),
    (c) => c.json({ id: c.req.valid("param").id }, 200),
    (result, c) => (result.success ? undefined : c.json({ error: { code: "validation_failed", message: "own" } }, 400)),
  );
  return router;
}

describe("createRouter", () => {
  it("refuses an id in a path past the database's key range, naming it, whatever the route's hook", async () => {
    for (const base of ["/default", "/own-hook"]) {
      const res = await app().request(`${base}/${RECORD_ID_MAX + 1}`);
      expect(res.status, base).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe("validation_failed");
      expect(Object.keys(body.error.fields)).toEqual(["id"]);
      const largest = await app().request(`${base}/${RECORD_ID_MAX}`);
      expect(largest.status, base).toBe(200);
      expect(await largest.json()).toEqual({ id: RECORD_ID_MAX });
    }
  });

  it("answers a value that fails the schema with the fields, or the route's own hook", async () => {
    const byDefault = await app().request("/default/abc");
    expect(byDefault.status).toBe(400);
    expect(((await byDefault.json()) as { error: { fields: object } }).error.fields).toHaveProperty("id");
    const own = await app().request("/own-hook/abc");
    expect(await own.json()).toEqual({ error: { code: "validation_failed", message: "own" } });
  });
});
