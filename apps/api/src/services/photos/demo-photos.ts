import { like } from "drizzle-orm";
import type { Db } from "../../db/db-types.ts";
import { propertyPhotos } from "../../db/schema/catalogue.ts";

/**
 * True when listings show the demo seed's photos (keys under `seed/`), which live on each
 * instance's disk: an instance that did not seed renders its own copy at start-up.
 */
export async function holdsDemoPhotos(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .where(like(propertyPhotos.storageKey, "seed/%"))
    .limit(1);
  return rows.length > 0;
}
