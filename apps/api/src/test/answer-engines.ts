import { expect } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { currentSnapshot, snapshotReady } from "../services/catalogue/catalogue-snapshot.ts";
import type { AnswerSource } from "../services/catalogue/snapshot-filters.ts";
import { catalogueHeard } from "./test-database.ts";

/** The two engines a search is answered by (decision 021), for tests that hold them to each other. */
export const ENGINES: [string, AnswerSource][] = [
  ["in SQL", "sql"],
  ["from the snapshot", "any"],
];

/** Makes sure the engine asked for is the one that answers. */
export async function engineReady(handle: DatabaseHandle, source: AnswerSource): Promise<void> {
  await catalogueHeard(handle);
  if (source === "any") {
    await snapshotReady(handle.db);
    expect(currentSnapshot(handle.db)).toBeDefined();
  }
}
