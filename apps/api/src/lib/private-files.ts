import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

/*
 * Private files (issue 35, DESIGN §7): documents students send and the leases they sign. They
 * never sit under `/media`: they are written here encrypted with AES-256-GCM under a key from
 * configuration, each with a fresh nonce, and its storage key as authenticated data, so a file
 * moved under another name fails to open instead of passing for that one. Only the API reads them
 * back, through calls that check who asks and log the read (`private_file_reads`).
 */

export interface PrivateFileStore {
  /** Stores `bytes` encrypted under a new key in `folder` ("documents/<rental id>"); answers the key and the plain bytes' SHA-256. */
  put(folder: string, bytes: Uint8Array): Promise<{ storageKey: string; sha256: string }>;
  /** The plain bytes; throws when the key is unknown or the file was altered. */
  read(storageKey: string): Promise<Uint8Array>;
  /** Deleting a key that is not there is not an error. */
  delete(storageKey: string): Promise<void>;
  /**
   * A small secret kept in a database row (a staff member's TOTP seed), sealed under the same key
   * and format as the files, with `label` ("second-factor/<user id>") as authenticated data so a
   * sealed value copied to another row fails to open.
   */
  seal(label: string, plain: Uint8Array): Buffer;
  /** The plain bytes of `seal`'s answer; throws when the label differs or the value was altered. */
  open(label: string, sealed: Uint8Array): Buffer;
}

/** "CLP1", then the 12-byte nonce, the ciphertext and GCM's 16-byte tag. */
const MAGIC = Buffer.from("CLP1");
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

function assertPrivateKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_-]*$/i.test(key) || key.split("/").some((part) => part === "" || part === "..")) {
    throw new Error(`Unsafe private file key: ${key}`);
  }
}

export function encryptPrivateFile(key: Buffer, storageKey: string, plain: Uint8Array): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(storageKey));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, nonce, body, cipher.getAuthTag()]);
}

export function decryptPrivateFile(key: Buffer, storageKey: string, sealed: Uint8Array): Buffer {
  const data = Buffer.from(sealed);
  if (data.length < MAGIC.length + NONCE_BYTES + TAG_BYTES || !data.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error(`Private file ${storageKey} is not one of ours`);
  }
  const nonce = data.subarray(MAGIC.length, MAGIC.length + NONCE_BYTES);
  const tag = data.subarray(data.length - TAG_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key, nonce);
  decipher.setAAD(Buffer.from(storageKey));
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(data.subarray(MAGIC.length + NONCE_BYTES, data.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

/** Encrypted files under `dir` (the server's `DATA_DIR/private`), outside anything the site serves. */
export function createPrivateFileStore(dir: string, key: Buffer): PrivateFileStore {
  if (key.length !== 32) throw new Error("A private files key is 32 bytes");
  const root = resolve(dir);
  const pathOf = (storageKey: string) => {
    assertPrivateKey(storageKey);
    const path = join(root, `${storageKey}.enc`);
    if (!path.startsWith(root + sep)) throw new Error(`Unsafe private file key: ${storageKey}`);
    return path;
  };
  return {
    async put(folder, bytes) {
      const storageKey = `${folder}/${randomUUID()}`;
      const path = pathOf(storageKey);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, encryptPrivateFile(key, storageKey, bytes), { mode: 0o600 });
      await rename(partial, path);
      return { storageKey, sha256: sha256Hex(bytes) };
    },
    async read(storageKey) {
      return decryptPrivateFile(key, storageKey, await readFile(pathOf(storageKey)));
    },
    async delete(storageKey) {
      await rm(pathOf(storageKey), { force: true });
    },
    seal: (label, plain) => encryptPrivateFile(key, label, plain),
    open: (label, sealed) => decryptPrivateFile(key, label, sealed),
  };
}

/**
 * The key from configuration or, absent, the one this data directory keeps for itself (made on
 * first use, readable by its owner only). One machine works without setting anything; several
 * instances must share `PRIVATE_FILES_KEY`.
 */
export async function privateFilesKeyFor(dataDir: string, configured?: Buffer): Promise<Buffer> {
  if (configured) return configured;
  const path = join(dataDir, "private-files.key");
  if (existsSync(path)) return Buffer.from((await readFile(path, "utf8")).trim(), "base64");
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(path, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" }).catch(async (error) => {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  });
  await chmod(path, 0o600);
  return Buffer.from((await readFile(path, "utf8")).trim(), "base64");
}
