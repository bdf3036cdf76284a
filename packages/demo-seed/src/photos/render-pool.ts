import { createHash } from "node:crypto";
import { existsSync, realpathSync } from "node:fs";
import { copyFile, link, mkdir, open, readdir, rename, rm, stat, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve, sep } from "node:path";
import { PHOTO_ASPECT, PHOTO_WIDTHS } from "@campuslar/domain/media/photo-sizes";
import sharp from "sharp";
import { POOL_PHOTO_SIZE, photoScenes, type Scene, sceneKey } from "./scenes.ts";

export type PhotoPoolResult = {
  scenes: number;
  /** Files put in the media directory by this call: rendered here, or linked from the shared copy. */
  filesWritten: number;
  filesKept: number;
  /** Scenes this call rasterised itself. */
  rendered: number;
  ms: number;
};

export type PhotoPoolOptions = {
  concurrency?: number;
  /** The scenes to write; the whole pool by default. */
  scenes?: readonly Scene[];
  /**
   * Where rendered files are shared between media directories, or null for none. By default a
   * folder of the system's temporary directory, used only for media directories inside it.
   */
  sharedDir?: string | null;
};

/** `${mediaDir}/seed/<scene>-<width>.webp`: the path `photoUrl(key, width)` serves. */
export const poolFilePath = (mediaDir: string, sceneName: string, width: number): string =>
  join(mediaDir, `${sceneKey(sceneName)}-${width}.webp`);

/** How every pool file is encoded; part of a shared file's name, so a change renders anew. */
const WEBP = { quality: 80, effort: 1 } as const;

/** A claim older than this belongs to a process that died: another takes the scene over. */
const STALE_CLAIM_MS = 120_000;

/** Shared files no pool has used for this long (an older drawing of a scene) are removed. */
const UNUSED_SHARED_MS = 86_400_000;

/**
 * Writes every scene of the pool in every photo width as WebP under `mediaDir`, skipping
 * files already there, so a re-seed or a restart costs nothing. Each file is written under a
 * temporary name and renamed, so an interrupted run never leaves a truncated image that a
 * later run would take as done.
 *
 * Rendering the whole pool takes half a minute on two cores. Media directories made for one
 * run (tests, browser tests: all inside the system's temporary directory) share one rendered
 * copy, hard-linked into each: the first run on a machine renders it, and processes that start
 * together split the scenes between them by claiming each before rendering it.
 */
export function ensurePhotoPool(mediaDir: string, options: PhotoPoolOptions = {}): Promise<PhotoPoolResult> {
  // A caller may start the pool early (while migrations run) and the seed asks for it again:
  // both get the same run instead of rendering every file twice.
  const running = inFlight.get(mediaDir);
  if (running) return running;
  const run = renderPool(mediaDir, options).finally(() => inFlight.delete(mediaDir));
  inFlight.set(mediaDir, run);
  return run;
}

const inFlight = new Map<string, Promise<PhotoPoolResult>>();

function defaultSharedDir(mediaDir: string): string | null {
  const real = (path: string) => (existsSync(path) ? realpathSync(path) : resolve(path));
  const temp = real(tmpdir());
  return real(mediaDir).startsWith(temp + sep) ? join(temp, "campuslar-seed-photos") : null;
}

async function renderPool(mediaDir: string, options: PhotoPoolOptions): Promise<PhotoPoolResult> {
  const started = performance.now();
  const scenes = options.scenes ?? photoScenes();
  await mkdir(join(mediaDir, "seed"), { recursive: true });
  const shared = options.sharedDir === undefined ? defaultSharedDir(mediaDir) : options.sharedDir;
  if (shared) await mkdir(shared, { recursive: true });
  const result = { scenes: scenes.length, filesWritten: 0, filesKept: 0, rendered: 0 };
  const queue = [...scenes];
  const waiting: Scene[] = [];

  const place = async (scene: Scene, missing: readonly number[]) => {
    if (!shared) {
      await renderScene(scene, missing, (width) => poolFilePath(mediaDir, scene.name, width));
      result.rendered++;
    } else {
      const sharedPath = (width: number) => join(shared, `${contentKey(scene)}-${width}.webp`);
      if (!PHOTO_WIDTHS.every((width) => existsSync(sharedPath(width)))) {
        const claim = await claimScene(join(shared, `${contentKey(scene)}.claim`));
        if (!claim) return false;
        try {
          const absent = PHOTO_WIDTHS.filter((width) => !existsSync(sharedPath(width)));
          if (absent.length > 0) {
            await renderScene(scene, absent, sharedPath);
            result.rendered++;
          }
        } finally {
          await claim.release();
        }
      }
      await Promise.all(
        missing.map((width) => linkOrCopy(sharedPath(width), poolFilePath(mediaDir, scene.name, width))),
      );
      // Marks the shared files as in use, so pruning keeps them.
      const now = new Date();
      await Promise.all(PHOTO_WIDTHS.map((width) => utimes(sharedPath(width), now, now).catch(() => {})));
    }
    result.filesWritten += missing.length;
    return true;
  };

  const worker = async () => {
    for (let scene = queue.shift(); scene; scene = queue.shift()) {
      const missing = PHOTO_WIDTHS.filter((width) => !existsSync(poolFilePath(mediaDir, scene.name, width)));
      result.filesKept += PHOTO_WIDTHS.length - missing.length;
      if (missing.length > 0 && !(await place(scene, missing))) {
        // Another process is rendering it: come back once the rest is done.
        result.filesKept -= PHOTO_WIDTHS.length - missing.length;
        waiting.push(scene);
        if (queue.length === 0) await sleep(250);
        queue.push(...waiting.splice(0));
      }
    }
  };
  // sharp works on libuv's thread pool; a few scenes at a time keep both cores busy
  // without queueing dozens of full-size rasters in memory.
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  if (shared && !options.scenes) await pruneShared(shared, new Set(scenes.map(contentKey)));
  return { ...result, ms: Math.round(performance.now() - started) };
}

/** Removes shared files of drawings no longer in the pool, once nothing has used them for a day. */
async function pruneShared(shared: string, current: ReadonlySet<string>): Promise<void> {
  for (const file of await readdir(shared)) {
    // Leftovers of an interrupted write go too.
    const key = /^(.+-[0-9a-f]{20})(?:-\d+\.webp|\.claim|-\d+\.webp\.\d+\.partial)$/.exec(file)?.[1];
    if (!key || (current.has(key) && !file.endsWith(".partial"))) continue;
    const path = join(shared, file);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > UNUSED_SHARED_MS) await rm(path, { force: true });
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const contentKeys = new WeakMap<Scene, string>();

/** Names a scene's files by what they hold: its drawing, the sizes and the encoding. */
function contentKey(scene: Scene): string {
  let key = contentKeys.get(scene);
  if (!key) {
    const spec = JSON.stringify([POOL_PHOTO_SIZE, PHOTO_ASPECT, WEBP]);
    key = `${scene.name}-${createHash("sha256").update(spec).update(scene.svg).digest("hex").slice(0, 20)}`;
    contentKeys.set(scene, key);
  }
  return key;
}

/** Takes the scene for this process, or null while another one holds a live claim on it. */
async function claimScene(path: string): Promise<{ release: () => Promise<void> } | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => rm(path, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const claimed = await stat(path).catch(() => null);
      if (claimed && Date.now() - claimed.mtimeMs < STALE_CLAIM_MS) return null;
      await rm(path, { force: true });
    }
  }
  return null;
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  const partial = `${to}.${process.pid}.partial`;
  try {
    await link(from, partial).catch(() => copyFile(from, partial));
    await rename(partial, to);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function renderScene(scene: Scene, widths: readonly number[], target: (width: number) => string): Promise<void> {
  // Rasterise the SVG once at the largest size and scale that raster down, rather than
  // rasterising the vector drawing once per width.
  const { data, info } = await sharp(Buffer.from(scene.svg))
    .resize(POOL_PHOTO_SIZE.width, POOL_PHOTO_SIZE.height)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  await Promise.all(
    widths.map(async (width) => {
      const path = target(width);
      const partial = `${path}.${process.pid}.partial`;
      try {
        await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
          .resize(width, Math.round(width / PHOTO_ASPECT))
          // Low effort encodes these flat drawings several times faster than the default
          // (4), for files about a third larger: it keeps a first start fast.
          .webp(WEBP)
          .toFile(partial);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    }),
  );
}
