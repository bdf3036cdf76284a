import { z } from "zod";
import { BOUNDING_BOX_MAX_LENGTH, BOUNDING_BOX_MESSAGES, type BoundingBox, parseBoundingBox } from "./bounding-box.ts";

// Apart from bounding-box.ts, which the browser's map imports: that module stays free of zod.

/** The `bbox` query parameter, read into a box; a bad value is one issue at `bbox` saying what is wrong. */
export const BoundingBoxSchema = z
  .string({ error: BOUNDING_BOX_MESSAGES.format })
  .max(BOUNDING_BOX_MAX_LENGTH, BOUNDING_BOX_MESSAGES.format)
  .transform((text, ctx): BoundingBox => {
    const parsed = parseBoundingBox(text);
    if ("error" in parsed) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.box;
  })
  .meta({
    description:
      "Only listings inside this box, edges included: `west,south,east,north` in decimal degrees (WGS 84), " +
      "west less than east and south less than north, longitudes within ±180 and latitudes within ±90.",
    examples: ["-46.70,-23.60,-46.60,-23.52"],
  });
