import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { test } from "@playwright/test";

/**
 * The e-mails the server under test sends: without SMTP_URL it writes each one as an `.eml`
 * file under DATA_DIR/mail, and playwright.config.ts puts DATA_DIR in E2E_DATA_DIR.
 */
function mailDir(): string {
  // The "marketplace" and "editorial" projects talk to servers of their own (playwright.config.ts).
  const dirs: Record<string, string | undefined> = {
    marketplace: process.env.E2E_MARKETPLACE_DATA_DIR,
    editorial: process.env.E2E_EDITORIAL_DATA_DIR,
  };
  const dataDir = dirs[test.info().project.name] ?? process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the tests with e2e/playwright.config.ts");
  return join(dataDir, "mail");
}

/**
 * The message as a person's mail client would read it: quoted-printable soft breaks and escapes
 * undone. A run of escapes is one UTF-8 sequence (`=C3=A7` is "ç"), so runs are decoded as bytes.
 */
function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
}

/**
 * Waits for the newest e-mail to `address` (null: to anyone) written at or after `since` whose
 * file name has `template`, and whose text has `containing` when given (several tests write at once).
 */
export async function waitForMail(
  address: string | null,
  {
    template,
    since = 0,
    timeoutMs = 15_000,
    containing,
  }: { template: string; since?: number; timeoutMs?: number; containing?: string },
): Promise<string> {
  const dir = mailDir();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith(".eml") && name.includes(template))
      .sort()
      .reverse();
    for (const name of names) {
      const path = join(dir, name);
      if ((await stat(path)).mtimeMs < since) continue;
      const raw = await readFile(path, "utf8");
      const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
      const to = /^To:.*$/im.exec(headers)?.[0].toLowerCase() ?? "";
      if (address !== null && !to.includes(address.toLowerCase())) continue;
      const mail = readable(raw);
      if (containing === undefined || mail.includes(containing)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${template} e-mail to ${address ?? "anyone"} in ${dir}`);
}

/**
 * The reset link of the newest password-reset e-mail to `address`, as a path on the site under
 * test (`/en/redefinir-senha?token=…`): the e-mail names the server's public origin, which need
 * not be the address the tests browse.
 */
export async function waitForResetLink(address: string, since = 0): Promise<string> {
  const mail = await waitForMail(address, { template: "password_reset", since });
  const link = /https?:\/\/[^\s"'<>]+?(\/(?:en\/)?redefinir-senha\?token=[\w%-]+)/.exec(mail);
  if (!link?.[1]) throw new Error(`the password-reset e-mail to ${address} has no reset link`);
  return link[1];
}
