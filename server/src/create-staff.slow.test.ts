import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, users } from "@campuslar/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withMigratedDatabase } from "./test/data-dir.ts";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** `npm run create-staff -- ...` as the operator runs it (without npm's banner). */
function createStaff(
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/create-staff-cli.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}

describe("npm run create-staff", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await withMigratedDatabase(await mkdtemp(join(tmpdir(), "campuslar-create-staff-")));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses a weak password, creates the account on the server's database, then changes nothing", async () => {
    const weak = await createStaff(["--email", "equipe@example.com", "--password", "fraca"], dataDir);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toBe(
      "create-staff: --password must have at least 6 characters, an uppercase letter and a digit\n",
    );
    const missing = await createStaff(["--email", "equipe@example.com"], dataDir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/--email and --password are required \(usage: npm run create-staff/);

    const created = await createStaff(
      ["--email", "Equipe@Example.com", "--password", "Segura1", "--name", "Equipe CampusLar"],
      dataDir,
    );
    expect(created, created.stderr).toMatchObject({
      code: 0,
      stdout: "Created the staff account equipe@example.com.\n",
    });
    expect(created.stdout + created.stderr).not.toContain("Segura1");
    const again = await createStaff(["--email", "equipe@example.com", "--password", "Segura1"], dataDir);
    expect(again).toMatchObject({ code: 0, stdout: "equipe@example.com is already staff; nothing changed.\n" });

    const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      const rows = await database.db.select().from(users).where(eq(users.email, "equipe@example.com"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: "Equipe CampusLar", role: "staff" });
    } finally {
      await database.close();
    }
  });
});
