import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

/**
 * Where listing photos go. Keys are relative paths such as `listings/SP10234/ab12-800.webp`;
 * the site serves each under `/media/<key>` (domain `photoUrl`), from the disk or, with S3,
 * by redirecting to the bucket's public address.
 */
export interface PhotoStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Deleting a key that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the API, never by a visitor; this guards against a slip all the same. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.split("/").some((part) => part === ".." || part === "")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** Files under `mediaDir` (the server's `DATA_DIR/media`), which the server serves at `/media/*`. */
export function createLocalPhotoStorage(mediaDir: string): PhotoStorage {
  const root = resolve(mediaDir);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = join(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
