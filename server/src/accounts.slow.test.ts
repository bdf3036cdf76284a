import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeMessage } from "@campuslar/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withMigratedDatabase } from "./test/data-dir.ts";
import { type RunningServer, startServer } from "./test/spawn-server.ts";

/** The whole story against the real server, as a person with curl would live it. */
describe("an account's life through the running server", () => {
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dataDir = await withMigratedDatabase(await mkdtemp(join(tmpdir(), "campuslar-accounts-")));
    server = await startServer({ DATA_DIR: dataDir, SEED: "0", LOG_LEVEL: "debug" });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        "content-type": "application/json",
        "accept-language": "en",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  };

  /** Waits for the outbox worker to write the e-mail file whose name has this template. */
  async function mailFile(template: string): Promise<string> {
    const dir = join(dataDir, "mail");
    for (let i = 0; i < 100; i++) {
      const names = await readdir(dir).catch(() => [] as string[]);
      const name = names
        .filter((n) => n.includes(template))
        .sort()
        .at(-1);
      if (name) return readFile(join(dir, name), "utf8");
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no ${template} e-mail in ${dir}`);
  }

  it("signs up, forgets, resets by the e-mailed link; the old password and sessions stop working; no secret is logged", async () => {
    const email = "maria.oliveira@example.com";
    const signup = await call("/v2/users/signup", {
      name: "Maria",
      phone: "+55 11 98888-7777",
      email,
      password: "Primeira1",
    });
    expect(signup.status).toBe(201);
    const firstToken = String(signup.body?.token);
    const login = await call("/v2/users/login", { email, password: "Primeira1" });
    expect(login.status).toBe(200);
    const secondToken = String(login.body?.token);
    expect((await call("/v2/user/me", undefined, secondToken)).status).toBe(200);

    const forgot = await call("/v2/users/forgot", { email });
    expect(forgot.body).toEqual({
      message: "In moments you will receive an email with instructions to reset your password",
    });
    const mail = decodeMessage(await mailFile("password_reset"));
    const link = /https?:\/\/\S+\/redefinir-senha\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const resetToken = link?.[1] ?? "";

    expect((await call("/v2/users/reset-password", { token: resetToken, password: "Segunda2" })).status).toBe(200);
    expect((await call("/v2/users/login", { email, password: "Primeira1" })).status).toBe(401);
    expect((await call("/v2/users/login", { email, password: "Segunda2" })).status).toBe(200);
    expect((await call("/v2/user/me", undefined, firstToken)).status).toBe(401);
    expect((await call("/v2/user/me", undefined, secondToken)).status).toBe(401);

    const log = server.output();
    for (const secret of ["Primeira1", "Segunda2", firstToken, secondToken, resetToken]) {
      expect(log).not.toContain(secret);
    }
  });
});
