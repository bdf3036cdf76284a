import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PHOTO_WIDTHS } from "@campuslar/domain/media/photo-sizes";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensurePhotoPool, poolFilePath } from "./render-pool.ts";
import { photoScenes } from "./scenes.ts";

// A few scenes of different kinds keep these tests quick.
const pool = photoScenes();
const scenes = ["bedroom-001", "kitchen-001", "facade-001"].map((name) => {
  const scene = pool.find((s) => s.name === name);
  if (!scene) throw new Error(name);
  return scene;
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "campuslar-pool-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sharedFiles = async (shared: string) => (await readdir(shared)).filter((f) => f.endsWith(".webp")).sort();

describe("ensurePhotoPool", () => {
  it("renders each scene once for media directories that share a folder, even when asked at the same time", async () => {
    const shared = join(dir, "shared-1");
    const [a, b] = await Promise.all([
      ensurePhotoPool(join(dir, "a"), { scenes, sharedDir: shared }),
      ensurePhotoPool(join(dir, "b"), { scenes, sharedDir: shared }),
    ]);
    expect(a.rendered + b.rendered).toBe(scenes.length);
    expect([a.filesWritten, b.filesWritten]).toEqual([9, 9]);
    expect(await sharedFiles(shared)).toHaveLength(scenes.length * PHOTO_WIDTHS.length);
    for (const scene of scenes) {
      for (const width of PHOTO_WIDTHS) {
        const [one, two] = await Promise.all(
          ["a", "b"].map((m) => stat(poolFilePath(join(dir, m), scene.name, width))),
        );
        // One file on disk, linked into both.
        expect(one?.ino).toBe(two?.ino);
        const meta = await sharp(poolFilePath(join(dir, "a"), scene.name, width)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, (width * 3) / 4]);
      }
    }
    const third = await ensurePhotoPool(join(dir, "c"), { scenes, sharedDir: shared });
    expect([third.rendered, third.filesWritten]).toEqual([0, 9]);
    const again = await ensurePhotoPool(join(dir, "c"), { scenes, sharedDir: shared });
    expect([again.rendered, again.filesWritten, again.filesKept]).toEqual([0, 0, 9]);
  });

  it("waits for a scene another process is rendering, then takes its files", async () => {
    const shared = join(dir, "shared-2");
    await ensurePhotoPool(join(dir, "d"), { scenes, sharedDir: shared });
    // Another process has claimed the first scene and not written its files yet.
    const names = (await sharedFiles(shared)).filter((f) => f.startsWith(`${scenes[0]?.name}-`));
    const saved = await Promise.all(names.map((f) => readFile(join(shared, f))));
    await Promise.all(names.map((f) => rm(join(shared, f))));
    const claim = join(shared, names[0]?.replace(/-\d+\.webp$/, ".claim") ?? "none");
    await writeFile(claim, "12345");
    const waiting = ensurePhotoPool(join(dir, "e"), { scenes, sharedDir: shared });
    await new Promise((done) => setTimeout(done, 700));
    expect(existsSync(poolFilePath(join(dir, "e"), scenes[0]?.name ?? "", 400))).toBe(false);
    expect(existsSync(poolFilePath(join(dir, "e"), scenes[2]?.name ?? "", 400))).toBe(true);
    // The other process finishes: its files appear and its claim goes.
    await Promise.all(names.map((f, i) => writeFile(join(shared, f), saved[i] as Buffer)));
    await rm(claim);
    const result = await waiting;
    expect([result.rendered, result.filesWritten]).toEqual([0, 9]);
    expect(existsSync(poolFilePath(join(dir, "e"), scenes[0]?.name ?? "", 400))).toBe(true);
  });

  it("takes over a scene whose claim a dead process left behind", async () => {
    const shared = join(dir, "shared-3");
    await mkdir(shared, { recursive: true });
    const kitchen = scenes.slice(1, 2);
    await ensurePhotoPool(join(dir, "f"), { scenes: kitchen, sharedDir: shared });
    const files = await sharedFiles(shared);
    const claim = join(shared, files[0]?.replace(/-\d+\.webp$/, ".claim") ?? "x");
    await Promise.all(files.map((f) => rm(join(shared, f))));
    await writeFile(claim, "12345");
    const old = new Date(Date.now() - 10 * 60_000);
    await utimes(claim, old, old);
    const result = await ensurePhotoPool(join(dir, "g"), { scenes: kitchen, sharedDir: shared });
    expect([result.rendered, result.filesWritten]).toEqual([1, 3]);
    expect(existsSync(claim)).toBe(false);
  });

  it("renders straight into the media directory when nothing is shared", async () => {
    const result = await ensurePhotoPool(join(dir, "h"), { scenes, sharedDir: null });
    expect([result.rendered, result.filesWritten, result.filesKept]).toEqual([3, 9, 0]);
    expect((await readdir(join(dir, "h", "seed"))).sort()).toEqual(
      scenes.flatMap((s) => PHOTO_WIDTHS.map((w) => `${s.name}-${w}.webp`)).sort(),
    );
  });
});
