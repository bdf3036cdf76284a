import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPrivateFileStore, privateFilesKeyFor, sha256Hex } from "./private-files.ts";

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), "private-files-"));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe("the private file store", () => {
  it("keeps files encrypted on disk and gives back the same bytes with their SHA-256", async () => {
    const dir = await tempDir();
    const store = createPrivateFileStore(dir, randomBytes(32));
    const plain = Buffer.from("Passaporte de Ana Souza, nº FX123456 — São Paulo");
    const { storageKey, sha256 } = await store.put("documents/r1", plain);
    expect(sha256).toBe(sha256Hex(plain));
    expect(storageKey).toMatch(/^documents\/r1\/[0-9a-f-]{36}$/);
    const [onDisk] = await filesUnder(dir);
    const sealed = await readFile(onDisk as string);
    expect(sealed.includes(Buffer.from("FX123456"))).toBe(false);
    expect(((await stat(onDisk as string)).mode & 0o777).toString(8)).toBe("600");
    expect(Buffer.from(await store.read(storageKey)).toString()).toBe(plain.toString());
  });

  it("refuses a file read under another key, altered, or with the wrong key", async () => {
    const dir = await tempDir();
    const key = randomBytes(32);
    const store = createPrivateFileStore(dir, key);
    const a = await store.put("documents/r1", Buffer.from("first"));
    const b = await store.put("documents/r1", Buffer.from("second"));
    // A file moved under another's name does not pass for it.
    await rename(join(dir, `${a.storageKey}.enc`), join(dir, `${b.storageKey}.enc`));
    await expect(store.read(b.storageKey)).rejects.toThrow();
    const c = await store.put("documents/r2", Buffer.from("third"));
    const path = join(dir, `${c.storageKey}.enc`);
    const bytes = await readFile(path);
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 1;
    await writeFile(path, bytes);
    await expect(store.read(c.storageKey)).rejects.toThrow();
    const d = await store.put("documents/r3", Buffer.from("fourth"));
    await expect(createPrivateFileStore(dir, randomBytes(32)).read(d.storageKey)).rejects.toThrow();
    await expect(store.read("../../etc/passwd")).rejects.toThrow(/Unsafe/);
    await store.delete(d.storageKey);
    await expect(store.read(d.storageKey)).rejects.toThrow();
  });

  it("keeps a key of its own in the data directory when none is configured, the same on every start", async () => {
    const dir = await tempDir();
    const first = await privateFilesKeyFor(dir);
    expect(first.length).toBe(32);
    expect((await privateFilesKeyFor(dir)).equals(first)).toBe(true);
    const configured = randomBytes(32);
    expect((await privateFilesKeyFor(dir, configured)).equals(configured)).toBe(true);
  });
});
