/** The catalogue every seeded test database holds: the default demo data at a fixed "now". */
/** Without the demo owner and student (issue 35): their random passwords and hashing are no test's business. */
export const TEST_SEED = { properties: 320, now: new Date("2026-11-01T12:00:00Z"), demoAccounts: false } as const;
