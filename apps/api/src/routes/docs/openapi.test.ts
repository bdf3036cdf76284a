import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../test/test-api.ts";

describe("the API's own description", () => {
  const t = useTestApi();

  it("is a valid OpenAPI 3.1 document naming every catalogue route", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as { paths: Record<string, unknown> };
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/v2/health",
        "/v2/properties",
        "/v2/properties/{code}",
        "/v2/properties/universities",
        "/v2/properties/filters",
        "/v2/properties/term",
        "/v2/events/page-view",
      ]),
    );
  });

  type Operation = {
    parameters?: { name: string; in: string; schema?: { enum?: unknown[] } }[];
    requestBody?: { content: Record<string, unknown> };
    responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  };
  const operations = async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
  };
  const errorSchemaOf = (operation: Operation, status: string) =>
    operation.responses[status]?.content?.["application/json"]?.schema;

  it("declares 415 with the error body for every operation that takes a JSON body", async () => {
    const withJson = (await operations()).filter(({ operation }) => operation.requestBody?.content["application/json"]);
    expect(withJson.length).toBeGreaterThanOrEqual(25);
    for (const { name, operation } of withJson) expect(errorSchemaOf(operation, "415"), name).toBeDefined();
    // The bodies the API's own middleware refuses carry the one error body every refusal has.
    const signup = withJson.find(({ name }) => name === "POST /v2/users/signup")?.operation;
    expect(signup && errorSchemaOf(signup, "415")).toEqual(signup && errorSchemaOf(signup, "400"));
  });

  it("declares 400 with the error body for every operation whose `lang` refuses other languages", async () => {
    const withLang = (await operations()).filter(({ operation }) =>
      operation.parameters?.some((p) => p.in === "query" && p.name === "lang" && p.schema?.enum),
    );
    expect(withLang.length).toBeGreaterThanOrEqual(9);
    for (const { name, operation } of withLang) expect(errorSchemaOf(operation, "400"), name).toBeDefined();
  });

  it("answers 400 to an unsupported `lang` and 415 to a body that is not JSON, as it declares", async () => {
    expect((await t.api.request("/v2/properties?lang=fr")).status).toBe(400);
    const notJson = await t.api.request("/v2/users/signup", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(notJson.status).toBe(415);
  });

  it("is readable at /v2/docs, with its assets served locally", async () => {
    const page = await t.api.request("/v2/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("/v2/openapi.json");
    for (const asset of html.matchAll(/(?:href|src)="(\/v2\/docs\/[^"]+)"/g)) {
      const res = await t.api.request(asset[1] ?? "");
      expect(res.status, asset[1]).toBe(200);
      expect((await res.text()).length).toBeGreaterThan(1000);
    }
  });
});
