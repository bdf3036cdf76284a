import { describe, expect, it } from "vitest";
import { BodyTooLargeError, readBodyCapped } from "./read-upload.ts";

/** A body sent in chunks with no Content-Length, as a client streaming an upload does. */
const streamed = (chunks: number, size: number) =>
  new Request("http://x/upload", {
    method: "POST",
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < chunks; i++) controller.enqueue(new Uint8Array(size).fill(i));
        controller.close();
      },
    }),
    duplex: "half",
  } as RequestInit);

describe("reading an upload under a cap", () => {
  it("reads a body within the cap whole", async () => {
    const body = await readBodyCapped(streamed(3, 1000), 3000);
    expect(body.byteLength).toBe(3000);
    expect([body[0], body[1000], body[2999]]).toEqual([0, 1, 2]);
  });

  it("stops reading a chunked body as soon as it passes the cap", async () => {
    let pulled = 0;
    const request = new Request("http://x/upload", {
      method: "POST",
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(1000));
        },
      }),
      duplex: "half",
    } as RequestInit);
    await expect(readBodyCapped(request, 5000)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled).toBeLessThan(10);
  });

  it("refuses a declared length past the cap without reading", async () => {
    const request = new Request("http://x/upload", {
      method: "POST",
      body: "x",
      headers: { "content-length": "999999" },
    });
    await expect(readBodyCapped(request, 10)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
