import { describe, expect, it } from "vitest";
import { jsonRequest, useTestApi } from "../test/test-api.ts";
import { MAX_JSON_BODY_BYTES } from "./body-rules.ts";

describe("request bodies", () => {
  const t = useTestApi();

  it("refuses a JSON body over 1 MB with 413 JSON", async () => {
    const body = JSON.stringify({ email: "a@example.com", password: "x".repeat(MAX_JSON_BODY_BYTES) });
    const res = await t.api.request("/v2/users/login", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: expect.any(String) } });
  });

  it("refuses a streamed body that grows past 1 MB without announcing its length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_JSON_BODY_BYTES + chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.api.request("/v2/users/login", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it("refuses a body that is not JSON on a JSON call with 415 JSON", async () => {
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", "email=a%40example.com&password=Segura1"],
      ["text/plain", JSON.stringify({ email: "a@example.com", password: "Segura1" })],
      ["multipart/form-data; boundary=x", "--x--"],
    ] as const) {
      const res = await t.api.request("/v2/users/login", { method: "POST", headers: { "content-type": type }, body });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ error: { code: "unsupported_media_type", message: expect.any(String) } });
    }
  });

  it("accepts JSON with a charset or a +json type, and a POST without a body", async () => {
    const login = (type: string) =>
      t.api.request(
        "/v2/users/login",
        jsonRequest({ email: "nobody@example.com", password: "Segura1" }, { headers: { "content-type": type } }),
      );
    expect((await login("application/json; charset=utf-8")).status).toBe(401);
    expect((await login("application/problem+json")).status).toBe(401);
    // Logout has no body: it reaches its handler, which asks for a token.
    expect((await t.api.request("/v2/users/logout", { method: "POST" })).status).toBe(401);
  });
});
