import { API_ERROR_STATUS, ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import { describe, expect, it } from "vitest";
import { ensureStaffAccount } from "./services/admin/staff-account.ts";
import { jsonRequest, useTestApi } from "./test/test-api.ts";

/*
 * Issue 17: every operation of /v2/openapi.json, read from the app itself, called with malformed
 * input built from its own description: each path, query and header parameter and each body field
 * with wrong types, empty, huge, NUL and lone-surrogate text, deep nesting, invalid JSON, wrong
 * content types, missing and extra fields; as a visitor, a logged-in user and (for the
 * backoffice) staff. No answer may be 5xx, none may take longer than HANG_MS, and every 4xx
 * must carry the API's error body with the code of its status.
 *
 * Reproducible: the cases come from a seeded PRNG (`FUZZ_SEED`, default below) and a fixed
 * number of cases per operation (`FUZZ_CASES_PER_OP`). A failure names the operation, the
 * identity and the case; rerun with the same seed to see it again.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 17);
/**
 * Sampled cases per operation, past the fixed ones every operation gets; an operation with more
 * parameters and fields than this gets one for each and a few more. About 5,000 requests in all.
 */
const CASES_PER_OP = Number(process.env.FUZZ_CASES_PER_OP ?? 12);
/** An answer slower than this is a hang. */
const HANG_MS = 5_000;
const HUGE = 100_000;
const DEEP = 5_000;

// ---------------------------------------------------------------------------------------------
// The OpenAPI document, as much of it as the fuzz reads.

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
};
type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

// ---------------------------------------------------------------------------------------------
// Determinism.

/** mulberry32: small, fast and the same on every machine. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}
type Random = ReturnType<typeof prng>;

// ---------------------------------------------------------------------------------------------
// Values.

/**
 * Percent-encodes text for a path or query, lone surrogates included: `encodeURIComponent`
 * throws on those, so each becomes the three bytes a careless encoder would send (`%ED%A0%80`).
 */
function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = "";
    for (const char of text) {
      const unit = char.charCodeAt(0);
      if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
        out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
      } else {
        out += encodeURIComponent(char);
      }
    }
    return out;
  }
}

/** A value for a path, query or header parameter: `raw` is put in the address as it is (already encoded). */
type TextValue = { label: string; text: string; raw?: boolean };

const TEXT_VALUES: TextValue[] = [
  { label: "empty", text: "" },
  { label: "space", text: " " },
  { label: "letters", text: "abc" },
  { label: "negative", text: "-1" },
  { label: "zero", text: "0" },
  { label: "fraction", text: "1.5" },
  { label: "1e309", text: "1e309" },
  { label: "NaN", text: "NaN" },
  { label: "Infinity", text: "Infinity" },
  { label: "hex", text: "0x1F" },
  { label: "beyond int64", text: "99999999999999999999999" },
  { label: "beyond int32", text: "2147483648" },
  { label: "true", text: "true" },
  { label: "null", text: "null" },
  { label: "json array", text: "[1,2]" },
  { label: "json object", text: '{"a":1}' },
  { label: "NUL", text: "\u0000" },
  { label: "NUL inside", text: "SP10001\u0000" },
  { label: "lone high surrogate", text: "\uD800" },
  { label: "lone low surrogate", text: "a\uDFFFb" },
  { label: "huge", text: "x".repeat(HUGE) },
  { label: "long digits", text: "1".repeat(400) },
  { label: "unicode", text: "São Paulo 🏠 ١٢٣" },
  { label: "sql", text: "' or 1=1; drop table users --" },
  { label: "dots", text: "../../etc/passwd" },
  { label: "html", text: "<script>alert(1)</script>" },
  { label: "bad date", text: "2026-02-30" },
  { label: "year zero", text: "0000-01-01" },
  { label: "far date", text: "99999-12-31" },
  { label: "nil uuid", text: "00000000-0000-0000-0000-000000000000" },
  { label: "control chars", text: "a\u0001\u001f\u007fb" },
  { label: "bare percent", text: "%", raw: true },
  { label: "broken escape", text: "%zz%", raw: true },
  { label: "invalid UTF-8", text: "%FF%FE", raw: true },
  { label: "overlong UTF-8", text: "%C0%AF", raw: true },
  { label: "encoded surrogate", text: "%ED%A0%80", raw: true },
  { label: "encoded NUL", text: "%00", raw: true },
  { label: "encoded slash", text: "a%2Fb", raw: true },
];

/** Header values must be byte strings without NUL, CR or LF, or the request cannot even be made. */
const isHeaderSafe = (text: string) =>
  [...text].every((char) => {
    const code = char.charCodeAt(0);
    return char.length === 1 && code > 0 && code <= 0xff && code !== 10 && code !== 13;
  });
const HEADER_VALUES = TEXT_VALUES.filter((value) => !value.raw && isHeaderSafe(value.text)).concat([
  { label: "latin-1 bytes", text: "\u00ff\u00fe\u00e3" },
  { label: "tab inside", text: "a\tb" },
]);

/** A JSON value for a body field, as raw JSON text (so it can be what JSON.stringify never writes). */
type JsonValue = { label: string; json: string };

const nested = (depth: number, open: string, close: string, inner = "1") =>
  open.repeat(depth) + inner + close.repeat(depth);

const JSON_VALUES: JsonValue[] = [
  { label: "zero", json: "0" },
  { label: "negative", json: "-1" },
  { label: "fraction", json: "1.5" },
  { label: "negative zero", json: "-0" },
  { label: "max double", json: "1.7976931348623157e308" },
  { label: "1e400 (Infinity once parsed)", json: "1e400" },
  { label: "beyond int32", json: "2147483648" },
  { label: "beyond safe integer", json: "9007199254740993" },
  { label: "tiny", json: "5e-324" },
  { label: "empty string", json: '""' },
  { label: "blank string", json: '"   "' },
  { label: "letters", json: '"abc"' },
  { label: "number as string", json: '"12"' },
  { label: "huge string", json: JSON.stringify("x".repeat(HUGE)) },
  { label: "NUL string", json: '"\\u0000"' },
  { label: "NUL inside", json: '"a\\u0000b"' },
  { label: "lone high surrogate", json: '"\\ud800"' },
  { label: "lone low surrogate", json: '"x\\udfff"' },
  { label: "unicode", json: JSON.stringify("São Paulo 🏠 ١٢٣") },
  { label: "true", json: "true" },
  { label: "false", json: "false" },
  { label: "null", json: "null" },
  { label: "empty array", json: "[]" },
  { label: "empty object", json: "{}" },
  { label: "mixed array", json: '[1,"a",null,{},[]]' },
  { label: "object", json: '{"a":{"b":[1]}}' },
  { label: "long array", json: `[${Array(10_000).fill("0").join(",")}]` },
  { label: "deep arrays", json: nested(DEEP, "[", "]") },
  { label: "deep objects", json: nested(DEEP, '{"a":', "}") },
  { label: "__proto__ object", json: '{"__proto__":{"polluted":true}}' },
];

// ---------------------------------------------------------------------------------------------
// Schemas → plausible values and typed mutations.

function resolver(doc: OpenApiDocument) {
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 20; hops++) {
      const name = current.$ref.replace("#/components/schemas/", "");
      current = doc.components?.schemas?.[name] ?? {};
    }
    const options = current.anyOf ?? current.oneOf ?? current.allOf;
    if (options) {
      const chosen = options.map(resolve).find((option) => option.type !== "null");
      return chosen ?? {};
    }
    return current;
  };
  return resolve;
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type.filter((type) => type !== "null") : schema.type ? [schema.type] : [];

const PLAUSIBLE_BY_FORMAT: Record<string, string> = {
  email: "fuzz@example.com",
  date: "2027-03-01",
  "date-time": "2027-03-01T12:00:00.000Z",
  uuid: "3f2b8c1e-9d4a-4e6f-8a7b-1c2d3e4f5a6b",
  uri: "https://example.com/materia",
  url: "https://example.com/materia",
};

/** Values that pass most forms, by field name, where the type alone says too little. */
const PLAUSIBLE_BY_NAME: Record<string, unknown> = {
  stayPeriodMonths: 12,
  // Only for a listing let by the room: left out (undefined is not written to JSON).
  roomNumber: undefined,
  email: "fuzz@example.com",
  phone: "+55 11 91234-5678",
  messagingContact: "+55 11 91234-5678",
  whatsapp: "+55 11 91234-5678",
  password: "Segura1",
  moveDate: "2027-03-01",
  visitDate: "2027-03-01",
  availableFrom: "2027-03-01",
  publishedOn: "2026-01-15",
  givenOn: "2026-01-15",
  postalCode: "05508-000",
  url: "https://example.com/materia",
  path: "/imoveis",
  referrer: "https://example.com/",
  name: "Ana Souza",
  fullName: "Ana Souza",
  state: "SP",
  minContractMonths: 6,
  stayMonths: 12,
  budgetMin: 1000,
  budgetMax: 2000,
};

function plausible(schemaIn: JsonSchema | undefined, resolve: (s: JsonSchema | undefined) => JsonSchema, name = "") {
  const walk = (schemaArg: JsonSchema | undefined, key: string, depth: number): unknown => {
    const schema = resolve(schemaArg);
    if (key in PLAUSIBLE_BY_NAME) return PLAUSIBLE_BY_NAME[key];
    if (schema.const !== undefined) return schema.const;
    if (schema.example !== undefined) return schema.example;
    if (schema.examples?.length) return schema.examples[0];
    const choices = schema.enum?.filter((value) => value !== null);
    if (choices?.length) return choices[0];
    const [type] = typesOf(schema);
    switch (type) {
      case "string": {
        if (schema.format && schema.format in PLAUSIBLE_BY_FORMAT) return PLAUSIBLE_BY_FORMAT[schema.format];
        if (schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") return "2027-03-01";
        if (schema.pattern) return "abc-123";
        const min = schema.minLength ?? 0;
        const text = "Texto de exemplo".padEnd(Math.max(min, 16), "x");
        return text.slice(0, schema.maxLength ?? text.length);
      }
      case "integer":
      case "number": {
        const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
        const high = schema.maximum ?? schema.exclusiveMaximum ?? low + 10;
        return Math.min(Math.max(1, low), high);
      }
      case "boolean":
        return true;
      case "array":
        return depth > 3
          ? []
          : Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => walk(schema.items, "", depth + 1));
      case "object": {
        if (depth > 3) return {};
        const out: Record<string, unknown> = {};
        for (const [prop, sub] of Object.entries(schema.properties ?? {})) out[prop] = walk(sub, prop, depth + 1);
        return out;
      }
      default:
        return "x";
    }
  };
  return walk(schemaIn, name, 0);
}

/** Values aimed at one schema's edges: too long, too short, out of range, wrong case, wrong format. */
function edgeValues(schemaIn: JsonSchema | undefined, resolve: (s: JsonSchema | undefined) => JsonSchema): JsonValue[] {
  const schema = resolve(schemaIn);
  const out: JsonValue[] = [];
  const type = typesOf(schema)[0];
  if (type === "string") {
    if (schema.maxLength !== undefined)
      out.push({ label: "maxLength+1", json: JSON.stringify("y".repeat(schema.maxLength + 1)) });
    if (schema.minLength) out.push({ label: "minLength-1", json: JSON.stringify("y".repeat(schema.minLength - 1)) });
    const first = schema.enum?.find((value) => typeof value === "string") as string | undefined;
    if (first) {
      out.push({ label: "enum upper case", json: JSON.stringify(first.toUpperCase()) });
      out.push({ label: "enum with space", json: JSON.stringify(` ${first} `) });
    }
    if (schema.format === "date" || schema.pattern?.includes("\\d{4}")) {
      for (const date of ["2026-02-30", "0000-00-00", "0000-01-01", "99999-01-01", "2026-13-01", "1900-01-01"]) {
        out.push({ label: `date ${date}`, json: JSON.stringify(date) });
      }
    }
    if (schema.format === "email") out.push({ label: "email without domain", json: '"a@"' });
  }
  if (type === "integer" || type === "number") {
    if (schema.minimum !== undefined) out.push({ label: "minimum-1", json: String(schema.minimum - 1) });
    if (schema.exclusiveMinimum !== undefined)
      out.push({ label: "exclusiveMinimum", json: String(schema.exclusiveMinimum) });
    if (schema.maximum !== undefined) out.push({ label: "maximum+1", json: String(schema.maximum + 1) });
    if (type === "integer") out.push({ label: "fraction for integer", json: "2.5" });
    out.push({ label: "numeric string", json: '"3"' });
  }
  if (type === "array") {
    const item = JSON.stringify(plausible(schema.items, resolve));
    const count = (schema.maxItems ?? 50) + 1;
    out.push({ label: "maxItems+1", json: `[${Array(count).fill(item).join(",")}]` });
    out.push({ label: "item is null", json: "[null]" });
    out.push({ label: "item is huge", json: `[${JSON.stringify("z".repeat(HUGE))}]` });
    out.push({ label: "item has NUL", json: '["\\u0000"]' });
  }
  if (type === "boolean") {
    out.push({ label: "boolean as string", json: '"true"' });
    out.push({ label: "boolean as number", json: "1" });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Cases.

type Body = { payload: string | Uint8Array | FormData; contentType?: string; label: string };
type Case = {
  label: string;
  path: Record<string, string>;
  /** Raw query: each entry already encoded. */
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: Body;
  /** The body fields changed, for a body built from the plausible one. */
  edits?: BodyEdit[];
  /** Replaces the identity's Authorization header. */
  authorization?: string;
  trailingSlash?: boolean;
};
type FuzzOp = {
  method: string;
  path: string;
  key: string;
  params: Parameter[];
  bodySchema?: JsonSchema;
  bodyType?: string;
  secured: boolean;
  staffOnly: boolean;
};

/** A body field set to raw JSON text, or removed when `json` is undefined. */
type BodyEdit = { path: string[]; json: string | undefined };

/**
 * The plausible body with each edit made: a marker string stands in for each new value while the
 * body is written, then its raw JSON text replaces it (deep nesting, 1e400, `-0`, escapes).
 * An edit inside a value an earlier edit replaced is dropped.
 */
function bodyWith(base: unknown, edits: readonly BodyEdit[]): string {
  const copy = structuredClone(base) as Record<string, unknown>;
  const raw = new Map<string, string>();
  edits.forEach((edit, index) => {
    let target: Record<string, unknown> = copy;
    for (const key of edit.path.slice(0, -1)) {
      const next = target[key];
      if (typeof next !== "object" || next === null) return;
      target = next as Record<string, unknown>;
    }
    const last = edit.path[edit.path.length - 1] as string;
    if (edit.json === undefined) {
      delete target[last];
    } else {
      const marker = `\u0007fuzz-${index}\u0007`;
      raw.set(JSON.stringify(marker), edit.json);
      target[last] = marker;
    }
  });
  let text = JSON.stringify(copy);
  for (const [marker, json] of raw) text = text.replace(marker, () => json);
  return text;
}

/** Every field of a body, nested objects and array items included, as paths from its top. */
function fieldsOf(schemaIn: JsonSchema | undefined, resolve: (s: JsonSchema | undefined) => JsonSchema) {
  const out: Array<{ path: string[]; schema: JsonSchema; required: boolean }> = [];
  const walk = (schemaArg: JsonSchema | undefined, path: string[], depth: number) => {
    const schema = resolve(schemaArg);
    if (depth > 3) return;
    const type = typesOf(schema)[0];
    if (type === "object") {
      for (const [name, sub] of Object.entries(schema.properties ?? {})) {
        out.push({ path: [...path, name], schema: resolve(sub), required: schema.required?.includes(name) ?? false });
        walk(sub, [...path, name], depth + 1);
      }
    } else if (type === "array" && path.length > 0) {
      out.push({ path: [...path, "0"], schema: resolve(schema.items), required: false });
      walk(schema.items, [...path, "0"], depth + 1);
    }
  };
  walk(schemaIn, [], 0);
  return out;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Bodies every operation that takes one gets, whatever its schema: framing, encoding and shape. */
function bodyShapeCases(base: unknown): Body[] {
  const json = JSON.stringify(base);
  const form = new FormData();
  for (const [name, value] of Object.entries((base ?? {}) as Record<string, unknown>)) {
    form.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  const urlencoded = new URLSearchParams(
    Object.entries((base ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [
      k,
      typeof v === "string" ? v : JSON.stringify(v),
    ]),
  ).toString();
  const huge = JSON.stringify({ ...(base as object), padding: "p".repeat(1_100_000) });
  return [
    { label: "valid-looking body", payload: json, contentType: "application/json" },
    { label: "json with charset", payload: json, contentType: "application/json; charset=utf-8" },
    { label: "upper-case json type", payload: json, contentType: "APPLICATION/JSON" },
    { label: "vendor +json type", payload: json, contentType: "application/vnd.campuslar+json" },
    { label: "leading BOM", payload: `\uFEFF${json}`, contentType: "application/json" },
    { label: "text/plain", payload: json, contentType: "text/plain" },
    { label: "no content type", payload: utf8(json) },
    { label: "multipart form", payload: form },
    { label: "multipart without boundary", payload: json, contentType: "multipart/form-data" },
    { label: "urlencoded carrying json", payload: json, contentType: "application/x-www-form-urlencoded" },
    { label: "urlencoded form", payload: urlencoded, contentType: "application/x-www-form-urlencoded" },
    { label: "application/jsonp", payload: json, contentType: "application/jsonp" },
    { label: "octet-stream", payload: utf8(json), contentType: "application/octet-stream" },
    { label: "content type with junk params", payload: json, contentType: "application/json; ;;=x; charset" },
    { label: "empty json body", payload: "", contentType: "application/json" },
    { label: "blank json body", payload: "  \n ", contentType: "application/json" },
    { label: "json null", payload: "null", contentType: "application/json" },
    { label: "json array", payload: `[${json}]`, contentType: "application/json" },
    { label: "json string", payload: '"x"', contentType: "application/json" },
    { label: "json number", payload: "42", contentType: "application/json" },
    { label: "json true", payload: "true", contentType: "application/json" },
    { label: "truncated json", payload: json.slice(0, Math.max(1, json.length - 3)), contentType: "application/json" },
    { label: "unclosed brace", payload: "{", contentType: "application/json" },
    { label: "missing value", payload: '{"a":}', contentType: "application/json" },
    { label: "single quotes", payload: "{'a':1}", contentType: "application/json" },
    { label: "trailing comma", payload: '{"a":1,}', contentType: "application/json" },
    { label: "NaN literal", payload: '{"a":NaN}', contentType: "application/json" },
    { label: "raw NUL in json", payload: '{"a":"\u0000"}', contentType: "application/json" },
    { label: "NUL key", payload: '{"\\u0000":1}', contentType: "application/json" },
    { label: "lone surrogate key", payload: '{"\\ud800":1}', contentType: "application/json" },
    {
      label: "invalid UTF-8 bytes",
      payload: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      contentType: "application/json",
    },
    {
      label: "latin-1 declared",
      payload: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe3, 0x22, 0x7d]),
      contentType: "application/json; charset=latin1",
    },
    { label: "deep arrays", payload: nested(DEEP, "[", "]"), contentType: "application/json" },
    { label: "deep objects", payload: nested(DEEP, '{"a":', "}"), contentType: "application/json" },
    { label: "very deep arrays", payload: nested(100_000, "[", "]"), contentType: "application/json" },
    { label: "over 1 MB", payload: huge, contentType: "application/json" },
    { label: "duplicate keys", payload: json.replace("{", '{"__dup":1,"__dup":2,'), contentType: "application/json" },
    {
      label: "extra fields",
      payload: JSON.stringify({ ...(base as object), extra: "x", constructor: { prototype: { x: 1 } } }).replace(
        "{",
        '{"__proto__":{"isAdmin":true},',
      ),
      contentType: "application/json",
    },
  ];
}

/** Bodies for the one multipart operation (the photo upload). */
function multipartCases(): Body[] {
  const form = (parts: Array<[string, Blob | string, string?]>) => {
    const data = new FormData();
    for (const [name, value, file] of parts) {
      if (typeof value === "string") data.append(name, value);
      else data.append(name, value, file);
    }
    return data;
  };
  const png = (bytes: number[]) => new Blob([new Uint8Array(bytes)], { type: "image/png" });
  const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return [
    { label: "photo is text", payload: form([["photo", new Blob(["not an image"], { type: "image/png" }), "a.png"]]) },
    { label: "photo is empty", payload: form([["photo", new Blob([]), "a.png"]]) },
    { label: "photo field is a string", payload: form([["photo", "abc"]]) },
    { label: "no photo field", payload: form([["other", "abc"]]) },
    { label: "PNG magic then junk", payload: form([["photo", png([...PNG_MAGIC, 1, 2, 3, 4, 5]), "a.png"]]) },
    {
      label: "truncated PNG header",
      payload: form([
        ["photo", png([...PNG_MAGIC, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0xff, 0xff, 0xff, 0xff]), "a.png"],
      ]),
    },
    {
      label: "JPEG magic then junk",
      payload: form([["photo", new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2])]), "a.jpg"]]),
    },
    { label: "file name with NUL and surrogate", payload: form([["photo", new Blob(["x"]), "a\u0000\uD800.png"]]) },
    { label: "multipart without boundary", payload: "--x\r\n\r\n", contentType: "multipart/form-data" },
    {
      label: "broken multipart",
      payload: "--b\r\nContent-Disposition: form-data; name=photo\r\n\r\nabc",
      contentType: "multipart/form-data; boundary=b",
    },
    { label: "json instead", payload: '{"photo":"x"}', contentType: "application/json" },
    { label: "text/plain", payload: "x", contentType: "text/plain" },
    { label: "no content type", payload: utf8("x") },
    { label: "over 10 MB", payload: form([["photo", new Blob([new Uint8Array(10_600_000)]), "a.png"]]) },
  ];
}

type Plausibles = Record<string, string[]>;

/** A case's label names every mutation it carries, so a failure can be rebuilt by hand. */
const relabel = (c: Case, mutation: string): Case => {
  c.label = c.label === "plausible" ? mutation : `${c.label}; ${mutation}`;
  return c;
};

function casesFor(
  op: FuzzOp,
  resolve: (s: JsonSchema | undefined) => JsonSchema,
  plausibles: Plausibles,
  random: Random,
) {
  const paramPlausible = (param: Parameter): string[] => {
    const known = plausibles[`${op.key}:${param.name}`] ?? plausibles[param.name];
    const fromSchema = String(plausible(param.schema, resolve, param.name) ?? "x");
    return known ? [...known, fromSchema] : [fromSchema];
  };
  const pathParams = op.params.filter((p) => p.in === "path");
  const queryParams = op.params.filter((p) => p.in === "query");
  const headerParams = op.params.filter((p) => p.in === "header");

  const baseBody = op.bodySchema && op.bodyType === "application/json" ? plausible(op.bodySchema, resolve) : undefined;
  const baseCase = (): Case => ({
    label: "plausible",
    path: Object.fromEntries(pathParams.map((p) => [p.name, encodeLoose(paramPlausible(p)[0] ?? "x")])),
    query: queryParams.filter((p) => p.required).map((p) => [p.name, encodeLoose(paramPlausible(p)[0] ?? "x")]),
    headers: {},
    body:
      baseBody === undefined
        ? undefined
        : { label: "plausible", payload: JSON.stringify(baseBody), contentType: "application/json" },
  });

  const fixed: Case[] = [];
  const pool: Array<(c: Case) => Case> = [];
  const asText = (value: TextValue) => (value.raw ? value.text : encodeLoose(value.text));

  fixed.push(baseCase());
  // Every plausible value of each path parameter (a real listing code, the user's own draft...).
  for (const param of pathParams) {
    for (const value of paramPlausible(param).slice(1)) {
      const c = baseCase();
      c.path[param.name] = encodeLoose(value);
      c.label = `path ${param.name}=${value}`;
      fixed.push(c);
    }
  }
  if (queryParams.length > 0) {
    const c = baseCase();
    c.query = queryParams.map((p) => [p.name, encodeLoose(paramPlausible(p)[0] ?? "x")]);
    c.label = "every query parameter plausible";
    fixed.push(c);
    for (const param of queryParams.filter((p) => p.required)) {
      const missing = baseCase();
      missing.query = missing.query.filter(([name]) => name !== param.name);
      missing.label = `query ${param.name} missing`;
      fixed.push(missing);
    }
  }
  if (op.secured) {
    for (const [label, authorization] of [
      ["authorization empty", ""],
      ["authorization Bearer only", "Bearer "],
      ["authorization Basic", "Basic YWRtaW46YWRtaW4="],
      ["authorization garbage token", `Bearer ${"A".repeat(43)}`],
      ["authorization huge token", `Bearer ${"A".repeat(HUGE)}`],
      [
        "authorization latin-1",
        "Bearer \u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3\u00e3",
      ],
    ] as const) {
      fixed.push({ ...baseCase(), label, authorization });
    }
  }
  for (const [label, value] of [
    ["accept-language huge", `${"pt-BR,".repeat(20_000)}en`],
    ["accept-language junk q", "en;q=abc, pt;q=-1, *;q=2"],
    ["accept-language latin-1", "\u00e3\u00ff"],
  ] as const) {
    fixed.push({ ...baseCase(), label, headers: { "accept-language": value } });
  }
  // Junk in the path beyond the declared template.
  fixed.push({ ...baseCase(), label: "trailing slash", trailingSlash: true });

  if (op.bodyType === "multipart/form-data") {
    for (const body of multipartCases()) fixed.push({ ...baseCase(), label: `body ${body.label}`, body });
  } else if (op.bodySchema) {
    for (const body of bodyShapeCases(baseBody)) fixed.push({ ...baseCase(), label: `body ${body.label}`, body });
  } else if (op.method !== "GET") {
    // Operations that take no body, sent one anyway.
    for (const body of [
      { label: "unexpected json", payload: '{"a":1}', contentType: "application/json" },
      { label: "unexpected text", payload: "hello", contentType: "text/plain" },
      { label: "unexpected invalid json", payload: "{", contentType: "application/json" },
      { label: "unexpected deep json", payload: nested(DEEP, "[", "]"), contentType: "application/json" },
      { label: "unexpected NUL json", payload: '{"a":"\\u0000"}', contentType: "application/json" },
      { label: "unexpected over 1 MB", payload: `"${"p".repeat(1_100_000)}"`, contentType: "application/json" },
    ] satisfies Body[]) {
      fixed.push({ ...baseCase(), label: `body ${body.label}`, body });
    }
  }

  // The pool: one mutation each, of a parameter or a body field; sampled round-robin below.
  const mutationsByTarget: Array<Array<(c: Case) => Case>> = [];
  for (const param of [...pathParams, ...queryParams]) {
    const values = [
      ...TEXT_VALUES.map((value) => ({ label: value.label, text: asText(value) })),
      ...edgeValues(param.schema, resolve).map((value) => ({
        label: value.label,
        text: encodeLoose(value.json.startsWith('"') ? (JSON.parse(value.json) as string) : value.json),
      })),
    ];
    const list = values.map((value) => (c: Case) => {
      if (param.in === "path") c.path[param.name] = value.text;
      else c.query = [...c.query.filter(([name]) => name !== param.name), [param.name, value.text]];
      return relabel(c, `${param.in} ${param.name}: ${value.label}`);
    });
    if (param.in === "query") {
      list.push((c) => {
        const value = encodeLoose(paramPlausible(param)[0] ?? "x");
        c.query = [...c.query, [param.name, value], [param.name, "other"]];
        return relabel(c, `query ${param.name}: repeated`);
      });
      list.push((c) => {
        c.query = [...c.query, [`${param.name}[]`, "1"], [`${param.name}[a]`, "2"]];
        return relabel(c, `query ${param.name}: bracket names`);
      });
    }
    mutationsByTarget.push(list);
  }
  for (const param of headerParams) {
    mutationsByTarget.push(
      HEADER_VALUES.map((value) => (c: Case) => {
        c.headers = { ...c.headers, [param.name]: value.text };
        return relabel(c, `header ${param.name}: ${value.label}`);
      }),
    );
  }
  if (baseBody !== undefined) {
    for (const field of fieldsOf(op.bodySchema, resolve)) {
      const name = field.path.join(".");
      const values: Array<JsonValue | { label: string; json: undefined }> = [
        ...JSON_VALUES,
        ...edgeValues(field.schema, resolve),
      ];
      if (field.required) values.push({ label: "missing", json: undefined });
      mutationsByTarget.push(
        values.map((value) => (c: Case) => {
          c.edits = [...(c.edits ?? []), { path: field.path, json: value.json }];
          c.body = { label: "mutated", payload: bodyWith(baseBody, c.edits), contentType: "application/json" };
          return relabel(c, `body ${name}: ${value.label}`);
        }),
      );
    }
  }
  // Round-robin over the targets, each round in a new order, each time a value not yet used.
  const queues = mutationsByTarget.map((list) => random.shuffle(list));
  while (queues.some((queue) => queue.length > 0)) {
    for (const index of random.shuffle(queues.map((_, i) => i))) {
      const next = queues[index]?.pop();
      if (next) pool.push(next);
    }
  }
  // Each target alone at least once (the pool's first round), then two to four mutations at once.
  const sampled: Case[] = [];
  const budget = Math.max(CASES_PER_OP, mutationsByTarget.length + 3);
  const alone = Math.max(mutationsByTarget.length, Math.floor(budget * 0.75));
  for (const mutate of pool.slice(0, alone)) sampled.push(mutate(baseCase()));
  const rest = pool.slice(alone);
  while (sampled.length < budget && rest.length > 0) {
    let c = baseCase();
    for (let n = 2 + random.int(3); n > 0 && rest.length > 0; n--) {
      const mutate = rest.splice(random.int(rest.length), 1)[0];
      if (mutate) c = mutate(c);
    }
    sampled.push(c);
  }
  return [...fixed, ...sampled];
}

function urlOf(op: FuzzOp, c: Case): string {
  let path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => c.path[name] ?? "x");
  if (c.trailingSlash) path += "/";
  const query = c.query.map(([name, value]) => `${encodeLoose(name)}=${value}`).join("&");
  return query ? `${path}?${query}` : path;
}

// ---------------------------------------------------------------------------------------------

type Identity = "visitor" | "user" | "staff";
type Failure = { op: string; identity: Identity; label: string; status: number | "hang" | "threw"; body: string };

describe("fuzzing every operation of /v2/openapi.json", () => {
  const t = useTestApi({ seeded: true });

  it("answers no 5xx and never hangs, and every 4xx is the API's error body", async () => {
    const started = performance.now();
    const random = prng(SEED);
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as OpenApiDocument;
    const resolve = resolver(doc);

    // Who calls: a user, staff, and another account for the backoffice to act on. A session
    // that a case ended (logging out, deleting the account) is opened again: login, else signup.
    type Who = Exclude<Identity, "visitor"> | "other";
    const accounts = {} as Record<Who, { email: string; token: string; id: string }>;
    const open = async (who: Who) => {
      const email = `fuzz-${who}@example.com`;
      const login = await t.api.request("/v2/users/login", jsonRequest({ email, password: "Segura1" }));
      const res =
        login.status === 200
          ? login
          : await t.api.request(
              "/v2/users/signup",
              jsonRequest({ name: `Fuzz ${who}`, phone: "+55 11 91234-5678", email, password: "Segura1" }),
            );
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      const body = (await res.json()) as { token: string; user: { id: string } };
      if (who === "staff") await ensureStaffAccount(t.handle.db, { email, password: "Ignorada1" });
      accounts[who] = { email, token: body.token, id: body.user.id };
    };
    for (const who of ["user", "staff", "other"] as const) await open(who);
    const tokenOf = (identity: Identity) => (identity === "visitor" ? undefined : accounts[identity].token);

    const list = (await (await t.api.request("/v2/properties?pageSize=1&purpose=rent")).json()) as {
      items: Array<{ code: string; rentAmount: number }>;
    };
    const catalogueCode = list.items[0]?.code ?? "SP10001";
    // Bodies that pass validation reach the services, where out-of-range values would hurt.
    PLAUSIBLE_BY_NAME.propertyCode = catalogueCode;
    PLAUSIBLE_BY_NAME.proposalValue = list.items[0]?.rentAmount ?? 2000;
    const draft = await t.api.request(
      "/v2/owner/listings",
      jsonRequest({ title: "Rascunho do fuzz" }, { headers: { authorization: `Bearer ${accounts.user.token}` } }),
    );
    expect(draft.status, await draft.clone().text()).toBe(201);
    const draftCode = ((await draft.json()) as { code: string }).code;

    const plausibles: Plausibles = {
      code: [catalogueCode, draftCode],
      partner: ["fgv"],
      cep: ["01310-100"],
      codes: [catalogueCode],
      "PATCH /v2/admin/users/{id}:id": [accounts.other.id],
    };
    for (const key of Object.keys(doc.paths)) {
      if (key.startsWith("/v2/owner/")) {
        for (const method of Object.keys(doc.paths[key] ?? {})) {
          plausibles[`${method.toUpperCase()} ${key}:code`] = [draftCode, catalogueCode];
        }
      }
    }

    const ops: FuzzOp[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path}`;
        const [bodyType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        ops.push({
          method: method.toUpperCase(),
          path,
          key,
          params: operation.parameters ?? [],
          bodySchema: content?.schema,
          bodyType,
          secured: (operation.security?.length ?? 0) > 0,
          staffOnly: path.startsWith("/v2/admin/"),
        });
      }
    }
    // What removes things the other cases call (a listing, a session, the account) runs last.
    const LAST = ["POST /v2/users/logout", "DELETE /v2/user/me"];
    const weight = (op: FuzzOp) => (LAST.includes(op.key) ? 2 + LAST.indexOf(op.key) : op.method === "DELETE" ? 1 : 0);
    // A listing's parts before the listing.
    ops.sort((a, b) => weight(a) - weight(b) || (a.method === "DELETE" ? b.path.length - a.path.length : 0));

    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    /** Operations some case got through to a 2xx: the fuzz reached past validation there. */
    const succeeded = new Set<string>();

    const send = async (url: string, init: RequestInit) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const hang = new Promise<"hang">((resolve) => {
        timer = setTimeout(() => resolve("hang"), HANG_MS);
      });
      const call = (async () => {
        const res = await t.api.request(url, init);
        return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
      })();
      try {
        return await Promise.race([call, hang]);
      } finally {
        clearTimeout(timer);
      }
    };

    for (const op of ops) {
      const identities: Identity[] = op.secured
        ? op.staffOnly
          ? ["visitor", "user", "staff"]
          : ["visitor", "user"]
        : ["visitor"];
      const cases = casesFor(op, resolve, plausibles, random);
      for (const identity of identities) {
        for (const c of cases) {
          const url = urlOf(op, c);
          const headers: Record<string, string> = { ...c.headers };
          const token = tokenOf(identity);
          if (c.authorization !== undefined) headers.authorization = c.authorization;
          else if (token) headers.authorization = `Bearer ${token}`;
          if (c.body?.contentType) headers["content-type"] = c.body.contentType;
          const init: RequestInit = { method: op.method, headers };
          if (c.body) init.body = c.body.payload as RequestInit["body"];
          requests++;
          let outcome: Awaited<ReturnType<typeof send>>;
          try {
            outcome = await send(url, init);
          } catch (error) {
            failures.push({ op: op.key, identity, label: c.label, status: "threw", body: String(error) });
            continue;
          }
          if (outcome === "hang") {
            failures.push({ op: op.key, identity, label: c.label, status: "hang", body: "" });
            continue;
          }
          statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
          if (outcome.status < 300) succeeded.add(op.key);
          const fail = (why: string) =>
            failures.push({
              op: op.key,
              identity,
              label: c.label,
              status: outcome.status,
              body: `${why}: ${outcome.text.slice(0, 500)}`,
            });
          if (outcome.status >= 500) {
            fail("5xx");
          } else if (outcome.status >= 400) {
            let parsed: unknown;
            try {
              parsed = JSON.parse(outcome.text);
            } catch {
              parsed = undefined;
            }
            const shape = ApiErrorBodySchema.safeParse(parsed);
            if (!shape.success || !outcome.type.startsWith("application/json")) fail("not the error body");
            else if (API_ERROR_STATUS[shape.data.error.code] !== outcome.status)
              fail(`code ${shape.data.error.code} with status ${outcome.status}`);
          }
          // A change that ended the session the other cases use: open it again.
          if (identity !== "visitor" && op.method !== "GET" && outcome.status < 300) {
            const me = await t.api.request("/v2/user/me", {
              headers: { authorization: `Bearer ${tokenOf(identity)}` },
            });
            if (me.status === 401) await open(identity);
          }
        }
      }
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(" ");
    console.info(
      `openapi fuzz (seed ${SEED}, ${process.env.TEST_DB_KIND ?? "pglite"}): ${ops.length} operations (${succeeded.size} reached a 2xx), ${requests} requests in ${seconds} s; ${histogram}; ${failures.length} failures`,
    );
    // One line per operation and case (the identities that failed it named together), the first 20.
    const distinct = new Map<string, Failure & { identities: Identity[] }>();
    for (const failure of failures) {
      const key = `${failure.op} [${failure.label}]`;
      const seen = distinct.get(key);
      if (seen) seen.identities.push(failure.identity);
      else distinct.set(key, { ...failure, identities: [failure.identity] });
    }
    const report = [...distinct.entries()]
      .slice(0, 20)
      .map(([key, f]) => `${key} as ${f.identities.join("+")} → ${f.status}${f.body ? ` ${f.body}` : ""}`);
    expect(report, `${failures.length} failing requests (seed ${SEED})`).toEqual([]);
  }, 300_000);
});
