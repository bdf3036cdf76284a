/// <reference path="../../apps/api/src/services/photos/s3rver.d.ts" />
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createS3PhotoStorage } from "@campuslar/api";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "./http-app.ts";

/** With S3 storage, `/media/<key>` (domain `photoUrl`) still serves an uploaded photo. */
describe("/media with photos in an S3-compatible bucket", () => {
  const dir = mkdtempSync(join(tmpdir(), "campuslar-s3-media-"));
  const mediaDir = mkdtempSync(join(tmpdir(), "campuslar-s3-media-disk-"));
  let server: S3rver;
  let app: ReturnType<typeof createHttpApp>;
  let storage: ReturnType<typeof createS3PhotoStorage>;
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "photos" }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    storage = createS3PhotoStorage({
      bucket: "photos",
      endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      region: "us-east-1",
      publicUrl: `${endpoint}/photos`,
    });
    app = createHttpApp({
      api: { fetch: () => Response.json({}) },
      web: () => new Response("page"),
      mediaDir,
      mediaFallbackUrl: `${endpoint}/photos`,
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it("passes the bucket's photo on from the site's own origin", async () => {
    await storage.put("listings/SP10500/k1-800.webp", new Uint8Array([1, 2, 3]), "image/webp");
    const res = await app.request("/media/listings/SP10500/k1-800.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("answers 404 for a missing photo or a path that tries to climb out", async () => {
    expect((await app.request("/media/listings/SP10500/none-800.webp")).status).toBe(404);
    expect((await app.request("/media/..%2F..%2Fetc/passwd")).status).toBe(404);
  });
});
