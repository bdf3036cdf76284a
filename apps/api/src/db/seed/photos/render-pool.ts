import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { PHOTO_ASPECT, PHOTO_WIDTHS } from "@campuslar/domain/media/photo-sizes";
import sharp from "sharp";
import { POOL_PHOTO_SIZE, photoScenes, type Scene, sceneKey } from "./scenes.ts";

export type PhotoPoolResult = { scenes: number; filesWritten: number; filesKept: number; ms: number };

/** `${mediaDir}/seed/<scene>-<width>.webp`: the path `photoUrl(key, width)` serves. */
export const poolFilePath = (mediaDir: string, sceneName: string, width: number): string =>
  join(mediaDir, `${sceneKey(sceneName)}-${width}.webp`);

/**
 * Writes every scene of the pool in every photo width as WebP under `mediaDir`, skipping
 * files already there, so a re-seed or a restart costs nothing. Each file is written under a
 * temporary name and renamed, so an interrupted run never leaves a truncated image that a
 * later run would take as done.
 */
export function ensurePhotoPool(mediaDir: string, concurrency = 4): Promise<PhotoPoolResult> {
  // A caller may start the pool early (while migrations run) and the seed asks for it again:
  // both get the same run instead of rendering every file twice.
  const running = inFlight.get(mediaDir);
  if (running) return running;
  const run = renderPool(mediaDir, concurrency).finally(() => inFlight.delete(mediaDir));
  inFlight.set(mediaDir, run);
  return run;
}

const inFlight = new Map<string, Promise<PhotoPoolResult>>();

async function renderPool(mediaDir: string, concurrency: number): Promise<PhotoPoolResult> {
  const started = performance.now();
  const scenes = photoScenes();
  await mkdir(join(mediaDir, "seed"), { recursive: true });
  let filesWritten = 0;
  let filesKept = 0;
  const queue = [...scenes];
  const worker = async () => {
    for (let scene = queue.shift(); scene; scene = queue.shift()) {
      const missing = PHOTO_WIDTHS.filter((width) => !existsSync(poolFilePath(mediaDir, scene.name, width)));
      filesKept += PHOTO_WIDTHS.length - missing.length;
      if (missing.length === 0) continue;
      await renderScene(scene, mediaDir, missing);
      filesWritten += missing.length;
    }
  };
  // sharp works on libuv's thread pool; a few scenes at a time keep both cores busy
  // without queueing dozens of full-size rasters in memory.
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { scenes: scenes.length, filesWritten, filesKept, ms: Math.round(performance.now() - started) };
}

async function renderScene(scene: Scene, mediaDir: string, widths: readonly number[]): Promise<void> {
  // Rasterise the SVG once at the largest size and scale that raster down, rather than
  // rasterising the vector drawing once per width.
  const { data, info } = await sharp(Buffer.from(scene.svg))
    .resize(POOL_PHOTO_SIZE.width, POOL_PHOTO_SIZE.height)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  await Promise.all(
    widths.map(async (width) => {
      const target = poolFilePath(mediaDir, scene.name, width);
      const partial = `${target}.${process.pid}.partial`;
      try {
        await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
          .resize(width, Math.round(width / PHOTO_ASPECT))
          // Low effort encodes these flat drawings several times faster than the default
          // (4), for files about a third larger: it keeps a first start fast.
          .webp({ quality: 80, effort: 1 })
          .toFile(partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    }),
  );
}
