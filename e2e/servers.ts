import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { STAFF_EMAIL, STAFF_PASSWORD } from "./support.ts";

/**
 * The three servers the browser specs run against, each on a database of its own. Both
 * playwright.config.ts (their addresses) and start-servers.ts (which starts them) read them here.
 *
 * Fresh databases per run: each server migrates and seeds the demo data into its own directory.
 * Playwright's workers load the config again but inherit the runner's environment, so they all
 * name the same directories (e2e/mail.ts reads the e-mails each server writes under its own).
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "campuslar-e2e-"));
process.env.E2E_MARKETPLACE_DATA_DIR ??= mkdtempSync(join(tmpdir(), "campuslar-e2e-marketplace-"));
process.env.E2E_EDITORIAL_DATA_DIR ??= mkdtempSync(join(tmpdir(), "campuslar-e2e-editorial-"));

const port = Number(process.env.E2E_PORT ?? 3107);

export type E2eServer = { port: number; dataDir: string; env: Record<string, string> };

/**
 * The site server runs as a fresh install states it (no COMPANY_CRECI: the demo placeholder); the
 * marketplace and editorial servers as an operator who configured the registry number
 * (content-claims.spec.ts).
 */
export const SERVERS = {
  site: { port, dataDir: process.env.E2E_DATA_DIR, env: {} },
  marketplace: {
    port: port + 1,
    dataDir: process.env.E2E_MARKETPLACE_DATA_DIR,
    // Payouts go without the 24-hour wait after an owner's account is confirmed, so a batch can
    // be made in the same run (admin-payouts.spec.ts); the site's server keeps it (payouts.spec.ts).
    env: { COMPANY_CRECI: "CRECI-SP 0000-T (e2e)", PAYOUT_HOLD_HOURS: "0" },
  },
  editorial: {
    port: port + 2,
    dataDir: process.env.E2E_EDITORIAL_DATA_DIR,
    env: { COMPANY_CRECI: "CRECI-SP 0000-T (e2e)" },
  },
} satisfies Record<string, E2eServer>;

export const urlOf = (server: { port: number }) => `http://127.0.0.1:${server.port}`;

/**
 * What a server is started with. TRUST_PROXY: every test browser comes from 127.0.0.1; a test
 * that signs up or logs in many times gives itself its own address (X-Forwarded-For) so abuse
 * limits count it alone. STAFF_*: the first staff account, created at start, for the backoffice
 * specs (admin-*.spec.ts). MAIL_POLL_MS: the outbox's poll, shorter than in production.
 */
export const serverEnv = (server: E2eServer): Record<string, string> => ({
  NODE_ENV: "production",
  PORT: String(server.port),
  HOST: "127.0.0.1",
  DATA_DIR: server.dataDir,
  TRUST_PROXY: "1",
  STAFF_EMAIL,
  STAFF_PASSWORD,
  // Journeys wait for e-mails (a code, a link) dozens of times a run: sent within a fifth of a second.
  MAIL_POLL_MS: "200",
  ...server.env,
});

/** The line start-servers.ts prints once every server answers its health check. */
export const SERVERS_READY = "e2e: every server is ready";
