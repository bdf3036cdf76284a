import { resolve } from "node:path";
import { DEMO_PAYMENTS_CONFIG, type PaymentsConfig } from "@campuslar/api";
import { PAYMENT_PROVIDERS } from "@campuslar/domain/payments/payment-enums";
import { isValidCpf } from "@campuslar/domain/rentals/cpf";
import { CRECI_FORMAT } from "@campuslar/domain/site/company";
import { DEFAULT_MAP_TILES, type MapTiles, tileUrlProblem } from "@campuslar/domain/site/map-tiles";
import { z } from "zod";
import { parseStaffAccount, type StaffAccountConfig } from "./staff-config.ts";

/**
 * The whole configuration, read once from the environment and validated. This is the only
 * module that reads `process.env`; everything else receives the parsed `Config`.
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  SEED: z.enum(["0", "1"], { error: "must be 0 (skip) or 1 (seed an empty database)" }).default("1"),
  /** How many listings the demo seed writes into an empty database. */
  SEED_PROPERTIES: z.coerce.number().int().min(0).max(1_000_000).default(320),
  /** The demo seed also writes press mentions and testimonials, each marked as an example. */
  SEED_EXAMPLE_CONTENT: z
    .enum(["0", "1"], { error: "must be 0 (no example content) or 1 (add marked examples)" })
    .default("0"),
  /** The real-estate registry number the footer shows; without it the footer says it is not configured. */
  COMPANY_CRECI: z
    .string()
    .trim()
    .regex(
      CRECI_FORMAT,
      "must be the registry number as shown to the public, starting with CRECI, e.g. CRECI-SP 12.345-J",
    )
    .optional(),
  /**
   * The maps' raster tiles (README, "Maps"): a provider's or your own tile server's https URL
   * template with {z}, {x} and {y}. Unset: OpenStreetMap's servers, fine for a demo but not for
   * real traffic (their usage policy).
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .superRefine((url, ctx) => {
      const problem = tileUrlProblem(url);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .optional(),
  /** The attribution the tile provider requires, shown on every map. Required with MAP_TILE_URL. */
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(200).optional(),
  /** Where the attribution links to (the provider's copyright page). */
  MAP_TILE_ATTRIBUTION_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Public origin used in e-mails and canonical links. */
  PUBLIC_URL: z.url().optional(),
  /** Shares abuse-limit counters between server processes; without it each process counts alone. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  /**
   * The bearer token a scraper sends to read `/metrics` (issue 17); unset, `/metrics` is not
   * served. At least 16 characters, so it cannot be guessed by trying.
   */
  METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  /** Other sites' origins allowed to call the API from a browser, comma-separated. */
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^https?:\/\/[^/\s,]+$/, "must be comma-separated origins like https://example.com (no path)"),
      ),
    )
    .default([]),
  /** Outgoing mail relay; without it e-mails are written as files under DATA_DIR/mail. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/, "must be an address, e.g. CampusLar <mail@example.com>")
    .default("CampusLar <nao-responda@campuslar.com.br>"),
  /** How often the outbox looks for e-mails to send: the longest an e-mail waits after it is queued. */
  MAIL_POLL_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int({ error: "must be a whole number of milliseconds" })
    .min(50, { error: "must be at least 50 ms" })
    .max(60_000, { error: "must be at most 60000 ms" })
    .default(2_000),
  /** The staff inbox told of every new lead. */
  STAFF_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  /** Behind a proxy that appends the client's address to X-Forwarded-For: read it from there. */
  TRUST_PROXY: z.enum(["0", "1"], { error: "must be 0 or 1" }).default("0"),
  /** Listing photos in an S3-compatible bucket instead of DATA_DIR/media: all four or none. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name")
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a region name, e.g. sa-east-1")
    .default("us-east-1"),
  /** Where the bucket's objects are public (a CDN, say); the endpoint's bucket path when not set. */
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /**
   * On SIGTERM, how long requests in flight may take to finish before their connections are
   * cut. Below an orchestrator's kill delay (30 s by default in Kubernetes) with room to close.
   */
  DRAIN_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .int({ error: "must be a whole number of seconds" })
    .min(1, { error: "must be between 1 and 600 seconds" })
    .max(600, { error: "must be between 1 and 600 seconds" })
    .default(25),
  /** How many months a listing's verification by staff holds before it is due again (issue 34.12). */
  VERIFICATION_VALID_MONTHS: z.coerce
    .number({ error: "must be a number of months" })
    .int({ error: "must be a whole number of months" })
    .min(1, { error: "must be between 1 and 60 months" })
    .max(60, { error: "must be between 1 and 60 months" })
    .default(6),
  /** Days a rental's documents are kept after the rental ends, then deleted (issue 35, LGPD). */
  DOCUMENT_RETENTION_DAYS: z.coerce
    .number({ error: "must be a number of days" })
    .int({ error: "must be a whole number of days" })
    .min(1, { error: "must be between 1 and 3650 days" })
    .max(3650, { error: "must be between 1 and 3650 days" })
    .default(180),
  /**
   * The key that encrypts private files (documents, leases; issue 35): 32 bytes in base64. Absent,
   * a key is made once and kept in `DATA_DIR/private-files.key`: fine on one machine, but several
   * instances or a restore elsewhere need the same key set here.
   */
  PRIVATE_FILES_KEY: z
    .string()
    .refine((text) => Buffer.from(text, "base64").length === 32 && /^[A-Za-z0-9+/]+=*$/.test(text), {
      error: "must be 32 bytes in base64 (openssl rand -base64 32)",
    })
    .optional(),
  /**
   * How many server processes share the port (node:cluster), one per core being the usual
   * choice (decision 020). PostgreSQL only: PGlite's files belong to a single process.
   */
  WEB_CONCURRENCY: z.coerce
    .number({ error: "must be a number of processes" })
    .int({ error: "must be a whole number of processes" })
    .min(1, { error: "must be between 1 and 64" })
    .max(64, { error: "must be between 1 and 64" })
    .default(1),
  /*
   * How students pay (issue 36; README, "Payments"). The company's Pix key and bank account,
   * shown with every charge: all of PIX_* and BANK_* or none (then a demo company, marked as such).
   */
  /** The company's Pix key: a CPF or CNPJ (digits), an e-mail, a +55 phone or a random key (EVP). */
  PIX_KEY: z
    .string()
    .trim()
    .refine((key) => (/^\d{11}$/.test(key) ? isValidCpf(key) : PIX_KEY_FORMS.some((form) => form.test(key))), {
      error: "must be a Pix key: CPF or CNPJ digits, an e-mail, a +55 phone (+5511912345678) or a random key (UUID)",
    })
    .optional(),
  /** The name and city a BR Code carries (its fields 59 and 60: at most 25 and 15 characters). */
  PIX_MERCHANT_NAME: z
    .string()
    .trim()
    .min(1)
    .max(25, { error: "must have at most 25 characters (the BR Code's limit)" })
    .optional(),
  PIX_MERCHANT_CITY: z
    .string()
    .trim()
    .min(1)
    .max(15, { error: "must have at most 15 characters (the BR Code's limit)" })
    .optional(),
  /** The account a bank transfer goes to. */
  BANK_NAME: z.string().trim().min(1).max(80, { error: "must have at most 80 characters" }).optional(),
  BANK_CODE: z
    .string()
    .trim()
    .regex(/^\d{3}$/, "must be the bank's 3-digit code, e.g. 341")
    .optional(),
  BANK_BRANCH: z
    .string()
    .trim()
    .regex(/^\d{4}(-[\dXx])?$/, "must be the 4-digit branch, e.g. 0001")
    .optional(),
  BANK_ACCOUNT: z
    .string()
    .trim()
    .regex(/^\d{1,12}-[\dXx]$/, "must be the account number with its check digit, e.g. 12345-6")
    .optional(),
  BANK_HOLDER: z.string().trim().min(1).max(120, { error: "must have at most 120 characters" }).optional(),
  BANK_DOCUMENT: z
    .string()
    .trim()
    .refine((text) => isValidCpf(text) || /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/.test(text), {
      error: "must be the holder's CNPJ (00.000.000/0001-00) or a valid CPF",
    })
    .optional(),
  /** Who confirms payments: staff's statement imports (no payment company), or Mercado Pago's webhook. */
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDERS, { error: "must be embedded (statement imports) or mercadopago" })
    .default("embedded"),
  /** Mercado Pago's credentials, both required with PAYMENT_PROVIDER=mercadopago. Secrets: never printed. */
  MERCADOPAGO_ACCESS_TOKEN: z
    .string()
    .trim()
    .regex(/^(APP_USR|TEST)-[\w-]+$/, "must be a Mercado Pago access token (APP_USR-… or TEST-…)")
    .optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z
    .string()
    .trim()
    .min(16, { error: "must be the webhook's secret signature from Mercado Pago (at least 16 characters)" })
    .optional(),
  /** The company's share of each rent, in basis points (100 = 1%): 0, the spec promises no extra fee. */
  COMMISSION_BPS: z.coerce
    .number({ error: "must be a number of basis points" })
    .int({ error: "must be a whole number of basis points" })
    .min(0, { error: "must be between 0 and 10000 basis points" })
    .max(10_000, { error: "must be between 0 and 10000 basis points" })
    .default(0),
  /** How long a Pix code is valid before a new one is issued (Mercado Pago takes 30 minutes to 30 days). */
  PIX_VALID_HOURS: z.coerce
    .number({ error: "must be a number of hours" })
    .int({ error: "must be a whole number of hours" })
    .min(1, { error: "must be between 1 and 720 hours" })
    .max(720, { error: "must be between 1 and 720 hours" })
    .default(24),
  /**
   * How long payouts wait after an owner's payout account is confirmed (a first one or a change):
   * time for the real owner to see the notice e-mail if someone else made the change.
   */
  PAYOUT_HOLD_HOURS: z.coerce
    .number({ error: "must be a number of hours" })
    .int({ error: "must be a whole number of hours" })
    .min(0, { error: "must be between 0 and 168 hours" })
    .max(168, { error: "must be between 0 and 168 hours" })
    .default(24),
});

/** The forms a Pix key takes (DICT) besides a CPF (checked by its digits): CNPJ, e-mail, +55 phone, random key (EVP). */
const PIX_KEY_FORMS = [
  /^\d{14}$/,
  /^[^@\s]{1,64}@[^@\s]+\.[^@\s]+$/,
  /^\+55\d{10,11}$/,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
];

/** The company's payment details: all of them, or none (the demo company's). */
const PAYMENT_DETAILS = [
  "PIX_KEY",
  "PIX_MERCHANT_NAME",
  "PIX_MERCHANT_CITY",
  "BANK_NAME",
  "BANK_CODE",
  "BANK_BRANCH",
  "BANK_ACCOUNT",
  "BANK_HOLDER",
  "BANK_DOCUMENT",
] as const;
const MERCADOPAGO_REQUIRED = ["MERCADOPAGO_ACCESS_TOKEN", "MERCADOPAGO_WEBHOOK_SECRET"] as const;

const S3_REQUIRED = ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const SECRET_VARIABLES = new Set([
  "S3_SECRET_ACCESS_KEY",
  "PRIVATE_FILES_KEY",
  "MERCADOPAGO_ACCESS_TOKEN",
  "MERCADOPAGO_WEBHOOK_SECRET",
]);

/** S3 is on when any of its four variables is set, so a missing one is a mistake worth a line. */
const ConfigWithStorageSchema = ConfigSchema.superRefine((e, ctx) => {
  if (e.WEB_CONCURRENCY > 1 && e.DATABASE_URL === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["WEB_CONCURRENCY"],
      message: "above 1 needs DATABASE_URL: the embedded database (PGlite) is one process's",
    });
    return;
  }
  // Every tile provider requires its attribution: another provider's tiles without one is a mistake.
  if (e.MAP_TILE_URL !== undefined && e.MAP_TILE_ATTRIBUTION === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["MAP_TILE_ATTRIBUTION"],
      message: "must be set with MAP_TILE_URL: the attribution the tile provider requires",
    });
    return;
  }
  if (!S3_REQUIRED.some((name) => e[name] !== undefined) && e.S3_PUBLIC_URL === undefined) return;
  for (const name of S3_REQUIRED) {
    if (e[name] === undefined) {
      ctx.addIssue({ code: "custom", path: [name], message: `must be set with the other S3_* variables` });
      return;
    }
  }
}).superRefine((e, ctx) => {
  // Half a company's details would show students a Pix code or an account that is not the company's.
  const missing = PAYMENT_DETAILS.filter((name) => e[name] === undefined);
  if (missing.length > 0 && missing.length < PAYMENT_DETAILS.length) {
    const [first, ...others] = missing;
    ctx.addIssue({
      code: "custom",
      path: [first ?? "PIX_KEY"],
      message: `must be set with the other PIX_* and BANK_* variables${others.length > 0 ? ` (also missing: ${others.join(", ")})` : ""}`,
    });
    return;
  }
  if (e.PAYMENT_PROVIDER !== "mercadopago") return;
  for (const name of MERCADOPAGO_REQUIRED) {
    if (e[name] === undefined) {
      ctx.addIssue({ code: "custom", path: [name], message: "must be set with PAYMENT_PROVIDER=mercadopago" });
      return;
    }
  }
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };
  mediaDir: string;
  seed: { enabled: boolean; properties: number; exampleContent: boolean };
  /** `COMPANY_CRECI`; null on an install that has not stated it (pages show a demo placeholder). */
  creci: string | null;
  /** `MAP_TILE_*`: where the maps' tiles come from, with their attribution. */
  mapTiles: MapTiles;
  logLevel: z.infer<typeof ConfigSchema>["LOG_LEVEL"];
  publicUrl: string;
  redisUrl?: string;
  /** `METRICS_TOKEN`: `/metrics` is served to a request bearing it; absent, not served. */
  metricsToken?: string;
  corsOrigins: string[];
  trustProxy: boolean;
  mail: { smtpUrl?: string; from: string; staff?: string; pollMs: number };
  /** `STAFF_EMAIL` + `STAFF_PASSWORD`: the staff account made or promoted at start. */
  staffAccount?: StaffAccountConfig;
  /** On SIGTERM/SIGINT: the longest wait for requests in flight (`DRAIN_TIMEOUT_SECONDS`). */
  drainTimeoutMs: number;
  /** `WEB_CONCURRENCY`: server processes sharing the port; always 1 on PGlite. */
  workers: number;
  /** `VERIFICATION_VALID_MONTHS`: how long a listing's verification holds. */
  verificationValidMonths: number;
  /** `DOCUMENT_RETENTION_DAYS`: how long a rental's documents are kept after it ends. */
  documentRetentionDays: number;
  /** `PRIVATE_FILES_KEY` decoded; absent, the server keeps a key of its own under `dataDir`. */
  privateFilesKey?: Buffer;
  /** `PIX_*`, `BANK_*`, `PAYMENT_PROVIDER`, `MERCADOPAGO_*`, `COMMISSION_BPS`, `PIX_VALID_HOURS`, `PAYOUT_HOLD_HOURS` (issue 36). */
  payments: PaymentsConfig;
  /** Absent: photos are files under `mediaDir`. */
  s3?: {
    bucket: string;
    endpoint: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
    publicUrl: string;
  };
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as shells and .env files usually intend.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ConfigWithStorageSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const shown =
      env[name] === undefined || SECRET_VARIABLES.has(name)
        ? ""
        : ` (got ${JSON.stringify(redactUrl(env[name] ?? ""))})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${shown}`);
  }
  const e = parsed.data;
  const staff = parseStaffAccount(present);
  if (staff.problem) throw new ConfigError(`Invalid configuration: ${staff.problem}`);
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dataDir: resolve(dataDir, "pglite") },
    mediaDir: resolve(dataDir, "media"),
    seed: { enabled: e.SEED === "1", properties: e.SEED_PROPERTIES, exampleContent: e.SEED_EXAMPLE_CONTENT === "1" },
    creci: e.COMPANY_CRECI ?? null,
    mapTiles: e.MAP_TILE_URL
      ? {
          url: e.MAP_TILE_URL,
          attribution: e.MAP_TILE_ATTRIBUTION ?? "",
          attributionUrl: e.MAP_TILE_ATTRIBUTION_URL ?? null,
        }
      : DEFAULT_MAP_TILES,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY === "1",
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      staff: e.STAFF_EMAIL,
      pollMs: e.MAIL_POLL_MS,
    },
    staffAccount: staff.account,
    drainTimeoutMs: e.DRAIN_TIMEOUT_SECONDS * 1000,
    workers: e.WEB_CONCURRENCY,
    verificationValidMonths: e.VERIFICATION_VALID_MONTHS,
    documentRetentionDays: e.DOCUMENT_RETENTION_DAYS,
    privateFilesKey: e.PRIVATE_FILES_KEY ? Buffer.from(e.PRIVATE_FILES_KEY, "base64") : undefined,
    payments: paymentsOf(e),
    s3:
      e.S3_BUCKET && e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT.replace(/\/+$/, ""),
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            publicUrl: (e.S3_PUBLIC_URL ?? `${e.S3_ENDPOINT.replace(/\/+$/, "")}/${e.S3_BUCKET}`).replace(/\/+$/, ""),
          }
        : undefined,
  };
}

/**
 * The payments' configuration. The schema above has made sure the company's details are all set
 * or none: none is the demo company (`DEMO_PAYMENTS_CONFIG`), marked as such wherever it shows.
 */
function paymentsOf(e: z.infer<typeof ConfigSchema>): PaymentsConfig {
  const demo = DEMO_PAYMENTS_CONFIG;
  return {
    pixKey: e.PIX_KEY ?? demo.pixKey,
    merchantName: e.PIX_MERCHANT_NAME ?? demo.merchantName,
    merchantCity: e.PIX_MERCHANT_CITY ?? demo.merchantCity,
    bank: {
      name: e.BANK_NAME ?? demo.bank.name,
      code: e.BANK_CODE ?? demo.bank.code,
      branch: e.BANK_BRANCH ?? demo.bank.branch,
      account: e.BANK_ACCOUNT ?? demo.bank.account,
      holder: e.BANK_HOLDER ?? demo.bank.holder,
      document: e.BANK_DOCUMENT ?? demo.bank.document,
    },
    provider: e.PAYMENT_PROVIDER,
    ...(e.PAYMENT_PROVIDER === "mercadopago" && e.MERCADOPAGO_ACCESS_TOKEN && e.MERCADOPAGO_WEBHOOK_SECRET
      ? { mercadoPago: { accessToken: e.MERCADOPAGO_ACCESS_TOKEN, webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET } }
      : {}),
    commissionBps: e.COMMISSION_BPS,
    pixValidHours: e.PIX_VALID_HOURS,
    payoutHoldHours: e.PAYOUT_HOLD_HOURS,
  };
}

/** Never print a password (database, SMTP, Redis) in an error line; a Redis URL often has no user name. */
function redactUrl(value: string): string {
  return value.replace(/\/\/([^:/@]*):[^@/]*@/, "//$1:***@");
}
