import { describe, expect, it } from "vitest";
import { distanceMeters } from "./distance.ts";

describe("distanceMeters", () => {
  it("measures Avenida Paulista from MASP to Praça Oswaldo Cruz at about 1.9 km", () => {
    const masp = { lat: -23.5614, lng: -46.6559 };
    const oswaldoCruz = { lat: -23.5711, lng: -46.6414 };
    expect(distanceMeters(masp, oswaldoCruz)).toBeGreaterThan(1700);
    expect(distanceMeters(masp, oswaldoCruz)).toBeLessThan(2000);
    expect(distanceMeters(masp, masp)).toBe(0);
  });
});
