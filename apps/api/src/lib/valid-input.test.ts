import { INVALID_TEXT_MESSAGE } from "@campuslar/domain/text/valid-text";
import { describe, expect, it } from "vitest";
import { jsonRequest, useTestApi } from "../test/test-api.ts";
import { MALFORMED_JSON_MESSAGE } from "./valid-input.ts";

/*
 * Issue 17, point 7: NUL (`%00`, `\u0000`) and text that is not Unicode (`%ED%A0%80` is not
 * UTF-8; `"\ud800"` is half a surrogate pair) used to reach the database and answer 500. Every
 * such request now stops at the API's edge with 400 in the caller's language.
 */

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const signupForm = (name: string) => ({
  name,
  phone: "+55 11 91234-5678",
  email: `student.${Date.now()}.${Math.random()}@example.com`,
  password: "Segura1",
});

describe("text that is not valid Unicode, or holds NUL", () => {
  const t = useTestApi();

  const expectRefused = async (res: Response, message: string, field?: string) => {
    expect(res.status, await res.clone().text()).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toBe(message);
    if (field) expect(body.error.fields).toEqual({ [field]: message });
    else expect(body.error.fields).toBeUndefined();
  };

  it("refuses NUL and a lone surrogate in the path, in Portuguese by default and in English when asked", async () => {
    for (const path of ["/v2/properties/%00", "/v2/properties/SP%00", "/v2/properties/%ED%A0%80", "/v2/%00"]) {
      await expectRefused(await t.api.request(path), INVALID_TEXT_MESSAGE.pt);
      await expectRefused(await t.api.request(`${path}?lang=en`), INVALID_TEXT_MESSAGE.en);
      await expectRefused(
        await t.api.request(path, { headers: { "accept-language": "en-GB,en;q=0.9" } }),
        INVALID_TEXT_MESSAGE.en,
      );
    }
  });

  it("refuses NUL and a lone surrogate in a query value, naming the parameter, or in a name", async () => {
    for (const [query, field] of [
      ["neighbourhood=%00", "neighbourhood"],
      ["neighbourhood=Vila%00Mariana", "neighbourhood"],
      ["q=%ED%A0%80", "q"],
      ["q=%C3", "q"],
      ["%00=1", undefined],
    ] as const) {
      await expectRefused(await t.api.request(`/v2/properties?${query}`), INVALID_TEXT_MESSAGE.pt, field);
      await expectRefused(await t.api.request(`/v2/properties?${query}&lang=en`), INVALID_TEXT_MESSAGE.en, field);
    }
    // Any route: the check is the API's, not the search's.
    await expectRefused(
      await t.api.request("/v2/properties/filters?neighbourhood=%00"),
      INVALID_TEXT_MESSAGE.pt,
      "neighbourhood",
    );
  });

  it("refuses NUL and a lone surrogate in a JSON body, at any depth, naming the field", async () => {
    for (const name of ["Ana\u0000", "\ud800", "Ana \udc00 Souza"]) {
      const pt = await t.api.request("/v2/users/signup", jsonRequest(signupForm(name)));
      await expectRefused(pt, INVALID_TEXT_MESSAGE.pt, "name");
      const en = await t.api.request("/v2/users/signup?lang=en", jsonRequest(signupForm(name)));
      await expectRefused(en, INVALID_TEXT_MESSAGE.en, "name");
    }
    const nested = await t.api.request(
      "/v2/users/login",
      jsonRequest(
        { email: "a@example.com", password: "x", extra: { list: ["ok", "\u0000"] } },
        { headers: { "accept-language": "en" } },
      ),
    );
    await expectRefused(nested, INVALID_TEXT_MESSAGE.en, "extra.list.1");
    const inKey = await t.api.request("/v2/users/login", jsonRequest({ "\u0000": 1, email: "a@example.com" }));
    await expectRefused(inKey, INVALID_TEXT_MESSAGE.pt);
  });

  it("refuses a JSON body whose bytes are not UTF-8", async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"email":"'),
      0xed,
      0xa0,
      0x80,
      ...new TextEncoder().encode('@x.com"}'),
    ]);
    const res = await t.api.request("/v2/users/login?lang=en", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: bytes,
    });
    await expectRefused(res, INVALID_TEXT_MESSAGE.en);
  });

  it("answers malformed JSON with 400 in the caller's language, on every route that takes a body", async () => {
    for (const path of [
      "/v2/users/login",
      "/v2/users/signup",
      "/v2/property/interest",
      "/v2/property/purchase-interest",
    ]) {
      for (const body of ['{"email":', "nope", "{'a':1}", '{"a":1}}']) {
        const pt = await t.api.request(path, { method: "POST", headers: { "content-type": "application/json" }, body });
        await expectRefused(pt, MALFORMED_JSON_MESSAGE.pt);
        const en = await t.api.request(`${path}?lang=en`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        await expectRefused(en, MALFORMED_JSON_MESSAGE.en);
      }
    }
  });

  it("still accepts accented, CJK and emoji text in the path, the query and the body", async () => {
    for (const query of [
      "q=S%C3%A3o%20Paulo",
      "neighbourhood=S%C3%A3o+Paulo",
      "q=%E6%97%A5%E6%9C%AC",
      "q=%F0%9F%8E%93",
      "q=50%",
    ]) {
      const res = await t.api.request(`/v2/properties?${query}`);
      expect(res.status, query).toBe(200);
    }
    // A code that is no listing's: the route's own 404, not this check's 400.
    expect((await t.api.request("/v2/properties/S%C3%83O-%F0%9F%8E%93")).status).toBe(404);

    const name = "José da Silva São Paulo 日本 🎓";
    const res = await t.api.request("/v2/users/signup", jsonRequest(signupForm(name)));
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { user: { name: string } }).user.name).toBe(name);
  });

  it("leaves a call without a body to its route", async () => {
    // Logout takes no body; with a JSON content type and nothing in it, the route still decides (401: no token).
    const res = await t.api.request("/v2/users/logout", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(401);
  });
});
