import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { conciergeSignups, openDatabase } from "@campuslar/api";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withMigratedDatabase } from "./test/data-dir.ts";
import { type RunningServer, startServer } from "./test/spawn-server.ts";
import { withThrowawayDatabase } from "./test/throwaway-database.ts";

/**
 * Issue 5's promise: nothing a person was told was received is lost. A stream of sign-ups goes
 * to a real server, which is killed with SIGKILL mid-stream; after a restart every lead that got a
 * 2xx must be in the database.
 */
async function streamUntilKilled(server: RunningServer, killAfterMs: number) {
  const acknowledged: number[] = [];
  let sent = 0;
  const killAt = Date.now() + killAfterMs;
  const worker = async (lane: number) => {
    for (let i = 0; ; i++) {
      if (Date.now() >= killAt) return;
      sent++;
      try {
        const res = await fetch(`${server.url}/v2/users/concierge-fgv`, {
          method: "POST",
          // Each sign-up from an address of its own: the per-address form limit is not this test's.
          headers: { "content-type": "application/json", "X-Forwarded-For": `10.${lane}.${(i >> 8) & 255}.${i & 255}` },
          body: JSON.stringify({
            fullName: `Estudante ${lane}-${i}`,
            messagingContact: `+55 11 9${lane}${String(i).padStart(7, "0")}`,
          }),
        });
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
      } catch {
        return; // the server is gone
      }
    }
  };
  const lanes = [1, 2, 3, 4].map(worker);
  await new Promise((r) => setTimeout(r, killAfterMs));
  server.child.kill("SIGKILL");
  await Promise.all(lanes);
  return { sent, acknowledged };
}

describe("leads survive a killed server", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await withMigratedDatabase(await mkdtemp(join(tmpdir(), "campuslar-crash-")));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("on PGlite: every acknowledged lead is there after SIGKILL and a restart", async () => {
    const env = { DATA_DIR: dataDir, SEED: "0", LOG_LEVEL: "warn", TRUST_PROXY: "1" };
    const { sent, acknowledged } = await streamUntilKilled(await startServer({ ...env, LOG_LEVEL: "info" }), 3000);
    // The restarted server recovers the directory and serves; then the data is read directly.
    const again = await startServer({ ...env, LOG_LEVEL: "info" });
    expect((await fetch(`${again.url}/v2/health`)).status).toBe(200);
    const code = await again.stop("SIGTERM");
    // Seen about one run in four: the restarted process ends by a signal instead of exit 0 after
    // a SIGKILLed predecessor (under investigation); what it acknowledged must survive either way.
    if (code !== 0) console.warn(`PGlite: the restarted server ended with ${code} instead of 0`);
    const db = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      const found = await db.db
        .select({ id: conciergeSignups.id })
        .from(conciergeSignups)
        .where(inArray(conciergeSignups.id, acknowledged));
      console.info(`PGlite: sent ${sent}, acknowledged ${acknowledged.length}, found ${found.length}`);
      expect(acknowledged.length).toBeGreaterThan(10);
      expect(found.length).toBe(acknowledged.length);
    } finally {
      await db.close();
    }
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)("on PostgreSQL: every acknowledged lead is there after SIGKILL", async () => {
    await withThrowawayDatabase(adminUrl ?? "", async (url) => {
      const env = { DATABASE_URL: url, DATA_DIR: dataDir, SEED: "0", LOG_LEVEL: "info", TRUST_PROXY: "1" };
      const { sent, acknowledged } = await streamUntilKilled(await startServer(env), 3000);
      const db = await openDatabase({ kind: "postgres", url, poolSize: 1 });
      try {
        const found = await db.db
          .select({ id: conciergeSignups.id })
          .from(conciergeSignups)
          .where(inArray(conciergeSignups.id, acknowledged));
        console.info(`PostgreSQL: sent ${sent}, acknowledged ${acknowledged.length}, found ${found.length}`);
        expect(acknowledged.length).toBeGreaterThan(10);
        expect(found.length).toBe(acknowledged.length);
      } finally {
        await db.close();
      }
    });
  });
});
