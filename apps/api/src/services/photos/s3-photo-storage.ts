import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertSafeKey, type PhotoStorage } from "./photo-storage.ts";

export type S3Config = {
  bucket: string;
  /** e.g. `https://s3.sa-east-1.amazonaws.com` or a MinIO/R2 address; path-style requests. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Where the bucket's objects are public, e.g. a CDN in front of it. */
  publicUrl: string;
};

/**
 * Photos in an S3-compatible bucket, signed with SigV4 by aws4fetch (a few kB, no SDK).
 * Objects are public and immutable: a photo's key changes when the photo does.
 */
export function createS3PhotoStorage(config: S3Config, fetchImpl: typeof fetch = fetch): PhotoStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    region: config.region,
  });
  const base = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}`;
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;
  };
  const send = async (request: Request, what: string) => {
    const response = await fetchImpl(await client.sign(request));
    // Drain the body so the connection can be reused.
    const text = await response.text();
    if (!response.ok && !(request.method === "DELETE" && response.status === 404)) {
      throw new Error(`S3 ${what} failed: ${response.status} ${text.slice(0, 200)}`);
    }
  };
  return {
    async put(key, bytes, contentType) {
      await send(
        new Request(urlOf(key), {
          method: "PUT",
          // A copy on its own ArrayBuffer, which is what fetch bodies are typed to take.
          body: new Uint8Array(bytes),
          headers: {
            "content-type": contentType,
            "cache-control": "public, max-age=31536000, immutable",
            // Signed, so a body changed on the way is refused (aws4fetch would send UNSIGNED-PAYLOAD).
            "x-amz-content-sha256": createHash("sha256").update(bytes).digest("hex"),
          },
        }),
        `PUT ${key}`,
      );
    },
    async delete(key) {
      await send(new Request(urlOf(key), { method: "DELETE" }), `DELETE ${key}`);
    },
  };
}
