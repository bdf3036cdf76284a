/** The catalogue every seeded test database holds: the default demo data at a fixed "now". */
export const TEST_SEED = { properties: 320, now: new Date("2026-11-01T12:00:00Z") } as const;
