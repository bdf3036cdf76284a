import { describe, expect, it } from "vitest";
import { BOUNDING_BOX_MESSAGES, boundingBoxText, inBoundingBox, parseBoundingBox } from "./bounding-box.ts";
import { BoundingBoxSchema } from "./bounding-box-param.ts";
import { PropertySearchFiltersSchema, PropertySearchQuerySchema } from "./property-search-query.ts";

describe("parseBoundingBox", () => {
  it("reads west,south,east,north in decimal degrees", () => {
    expect(parseBoundingBox("-46.70,-23.60,-46.60,-23.52")).toEqual({ box: [-46.7, -23.6, -46.6, -23.52] });
    expect(parseBoundingBox("-180,-90,180,90")).toEqual({ box: [-180, -90, 180, 90] });
    expect(parseBoundingBox("+1,.5,2.,3")).toEqual({ box: [1, 0.5, 2, 3] });
    // As JavaScript writes a tiny number.
    expect(parseBoundingBox("-1e-7,0,1e-7,1")).toEqual({ box: [-1e-7, 0, 1e-7, 1] });
  });

  it.each([
    ["", BOUNDING_BOX_MESSAGES.format],
    ["1,2,3", BOUNDING_BOX_MESSAGES.format],
    ["1,2,3,4,5", BOUNDING_BOX_MESSAGES.format],
    ["a,b,c,d", BOUNDING_BOX_MESSAGES.format],
    ["1, 2,3,4", BOUNDING_BOX_MESSAGES.format],
    ["0x1,2,3,4", BOUNDING_BOX_MESSAGES.format],
    ["NaN,2,3,4", BOUNDING_BOX_MESSAGES.format],
    ["Infinity,2,3,4", BOUNDING_BOX_MESSAGES.format],
    [`1,2,3,4${"0".repeat(100)}`, BOUNDING_BOX_MESSAGES.format],
    ["-181,0,1,1", BOUNDING_BOX_MESSAGES.longitude],
    ["0,0,1e309,1", BOUNDING_BOX_MESSAGES.longitude],
    ["0,-91,1,1", BOUNDING_BOX_MESSAGES.latitude],
    ["0,0,1,90.5", BOUNDING_BOX_MESSAGES.latitude],
    ["2,0,1,1", BOUNDING_BOX_MESSAGES.westEast],
    ["1,0,1,1", BOUNDING_BOX_MESSAGES.westEast],
    ["0,1,1,1", BOUNDING_BOX_MESSAGES.southNorth],
    ["0,2,1,1", BOUNDING_BOX_MESSAGES.southNorth],
  ])("refuses %j: %s", (text, error) => {
    expect(parseBoundingBox(text)).toEqual({ error });
  });
});

describe("inBoundingBox", () => {
  const box = [-46.7, -23.6, -46.6, -23.5] as const;

  it("holds the points inside, edges and corners included", () => {
    expect(inBoundingBox(box, -23.55, -46.65)).toBe(true);
    expect(inBoundingBox(box, -23.6, -46.7)).toBe(true);
    expect(inBoundingBox(box, -23.5, -46.6)).toBe(true);
  });

  it("leaves out the points beyond any edge, and a point without coordinates", () => {
    expect(inBoundingBox(box, -23.4999, -46.65)).toBe(false);
    expect(inBoundingBox(box, -23.55, -46.7001)).toBe(false);
    expect(inBoundingBox(box, Number.NaN, Number.NaN)).toBe(false);
  });
});

describe("the bbox search parameter", () => {
  it("is a filter of the list and of its option counts, read into a box", () => {
    expect(PropertySearchQuerySchema.parse({ bbox: "-46.7,-23.6,-46.6,-23.5" }).bbox).toEqual([
      -46.7, -23.6, -46.6, -23.5,
    ]);
    expect(PropertySearchFiltersSchema.parse({ bbox: "-46.7,-23.6,-46.6,-23.5" }).bbox).toEqual([
      -46.7, -23.6, -46.6, -23.5,
    ]);
    expect(PropertySearchQuerySchema.parse({}).bbox).toBeUndefined();
  });

  it("refuses a bad box with one message at bbox", () => {
    const result = PropertySearchQuerySchema.safeParse({ bbox: "-46.6,-23.6,-46.7,-23.5" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["bbox", BOUNDING_BOX_MESSAGES.westEast],
    ]);
    expect(BoundingBoxSchema.safeParse(["1", "2"]).error?.issues[0]?.message).toBe(BOUNDING_BOX_MESSAGES.format);
  });
});

describe("boundingBoxText", () => {
  it("writes a map's edges rounded to five decimals, which read back as the same box", () => {
    const text = boundingBoxText([-46.712345678901, -23.6000004, -46.6, -23.519999999]);
    expect(text).toBe("-46.71235,-23.6,-46.6,-23.52");
    expect(parseBoundingBox(text)).toEqual({ box: [-46.71235, -23.6, -46.6, -23.52] });
  });
});
