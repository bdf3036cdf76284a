import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3PhotoStorage, type S3Config } from "./s3-photo-storage.ts";

/*
 * Against s3rver, an S3-compatible server that runs in this process (no network). s3rver
 * checks that requests are signed but not with which secret, so the signature itself is
 * checked separately on the request shape.
 */
describe("S3 photo storage", () => {
  const dir = mkdtempSync(join(tmpdir(), "campuslar-s3rver-"));
  let server: S3rver;
  let config: S3Config;
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "photos" }],
    });
    const { port } = await server.run();
    config = {
      bucket: "photos",
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      region: "us-east-1",
      publicUrl: `http://127.0.0.1:${port}/photos`,
    };
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("puts a photo where its public URL serves it, then deletes it", async () => {
    const storage = createS3PhotoStorage(config);
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
    await storage.put("listings/SP10400/abc-800.webp", bytes, "image/webp");
    const served = await fetch(`${config.publicUrl}/listings/SP10400/abc-800.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    await storage.delete("listings/SP10400/abc-800.webp");
    expect((await fetch(`${config.publicUrl}/listings/SP10400/abc-800.webp`)).status).toBe(404);
    // Deleting what is gone is fine.
    await storage.delete("listings/SP10400/abc-800.webp");
  });

  it("reports a failed upload instead of pretending", async () => {
    const storage = createS3PhotoStorage({ ...config, bucket: "no-such-bucket" });
    await expect(storage.put("listings/x-400.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(/S3 PUT/);
  });

  it("signs each request with SigV4 for the bucket's region, path-style, with the content hash", async () => {
    const seen: Request[] = [];
    const recording: typeof fetch = async (input) => {
      seen.push(input as Request);
      return new Response("", { status: 200 });
    };
    const storage = createS3PhotoStorage(
      { ...config, endpoint: "https://s3.sa-east-1.amazonaws.com/", region: "sa-east-1", accessKeyId: "AKIDEXAMPLE" },
      recording,
    );
    await storage.put("listings/SP10400/abc-400.avif", new Uint8Array([9, 9]), "image/avif");
    const request = seen[0];
    expect(request?.method).toBe("PUT");
    expect(request?.url).toBe("https://s3.sa-east-1.amazonaws.com/photos/listings/SP10400/abc-400.avif");
    expect(request?.headers.get("authorization")).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/sa-east-1\/s3\/aws4_request, SignedHeaders=[^,]*host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(request?.headers.get("x-amz-content-sha256")).toBe(
      createHash("sha256")
        .update(new Uint8Array([9, 9]))
        .digest("hex"),
    );
    expect(request?.headers.get("cache-control")).toContain("immutable");
    expect(request?.headers.get("content-type")).toBe("image/avif");
    await expect(storage.put("../etc/passwd", new Uint8Array([1]), "image/webp")).rejects.toThrow(/Unsafe/);
  });
});
