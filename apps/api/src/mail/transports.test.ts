import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { emailOutbox } from "../db/schema/platform.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { enqueueEmail } from "./outbox.ts";
import { startOutboxWorker } from "./outbox-worker.ts";
import { passwordResetEmail } from "./templates.ts";
import { decodeMessage } from "./test-mime.ts";
import { fileTransport } from "./transports.ts";

let handle: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), "campuslar-mail-"));
});
afterAll(async () => {
  await handle?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it("writes each e-mail as an .eml file a person can open, named in sending order", async () => {
  const token = "file-transport-token_42";
  const from = "CampusLar <nao-responda@campuslar.com.br>";
  await enqueueEmail(
    handle.db,
    passwordResetEmail({ email: "ana@example.com", name: "Ana", locale: "pt" }, token, "http://localhost:3000", "pt"),
  );
  const mailDir = join(dir, "mail");
  const worker = startOutboxWorker({
    db: handle.db,
    transport: fileTransport(mailDir),
    from,
    logger: pino({ level: "silent" }),
  });
  try {
    expect(await worker.drain()).toBe(1);
  } finally {
    await worker.stop();
  }

  const files = await readdir(mailDir);
  const [row] = await handle.db.select().from(emailOutbox);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(new RegExp(`^\\d{8}T\\d{9}Z-${row?.id}-password_reset\\.eml$`));
  // The file holds a live reset link: readable by its owner only.
  expect((await stat(join(mailDir, files[0] ?? ""))).mode & 0o077).toBe(0);

  const raw = await readFile(join(mailDir, files[0] ?? ""), "utf8");
  expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
  expect(raw).toMatch(/^To: ana@example\.com$/m);
  expect(raw).toMatch(/^From: CampusLar <nao-responda@campuslar\.com\.br>$/m);
  const message = decodeMessage(raw);
  expect(message.subject).toBe("Redefina sua senha do CampusLar");
  expect(message.text).toContain(`http://localhost:3000/redefinir-senha?token=${token}`);
  expect(message.html).toContain(`http://localhost:3000/redefinir-senha?token=${token}`);
});
