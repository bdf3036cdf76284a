import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createPgliteClient, wrapPglite } from "../db/client.ts";

declare module "vitest" {
  interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Makes one migrated PGlite data-directory image for every test file of the run to load. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), "campuslar-template-"));
  const client = await createPgliteClient();
  await wrapPglite(client, () => {}).migrate();
  const image = await client.dumpDataDir("none");
  await client.close();
  const file = join(dir, "template.tar");
  await writeFile(file, new Uint8Array(await image.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}
