import { describe, expect, it } from "vitest";
import {
  AMENITY_FLAGS,
  CHARACTERISTIC_FLAGS,
  EQUIPMENT_FLAGS,
  FEATURE_FLAGS,
  HOUSE_RULE_FLAGS,
} from "./property-enums.ts";

describe("amenity flags: equipment, characteristics and house rules", () => {
  it("never lists a house rule or a characteristic as equipment a place may lack", () => {
    expect(EQUIPMENT_FLAGS).not.toContain("acceptPets");
    expect(EQUIPMENT_FLAGS).not.toContain("isPenthouse");
    expect(EQUIPMENT_FLAGS).toContain("hasWashingMachine");
  });

  it("shows characteristics among what a place has, but never its rules", () => {
    expect(FEATURE_FLAGS).toContain("isPenthouse");
    expect(FEATURE_FLAGS).not.toContain("acceptPets");
  });

  it("puts every spec flag in exactly one group", () => {
    const groups = [...EQUIPMENT_FLAGS, ...CHARACTERISTIC_FLAGS, ...HOUSE_RULE_FLAGS];
    expect([...groups].sort()).toEqual([...AMENITY_FLAGS].sort());
  });
});
