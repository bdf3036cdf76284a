/**
 * The demo seed's public face: the deterministic São Paulo catalogue and the photo files it
 * shows, for the server's start-up and `npm run seed` (and so the benchmarks), and for the API's
 * tests, whose template databases hold this catalogue. The package exports only this file.
 *
 * `UNIVERSITIES` and `mulberry32` are there for the API's tests: the universities every seeded
 * database holds, and the seed's generator for tests that want a reproducible stream of numbers.
 */

export { UNIVERSITIES } from "./demo-data/universities.ts";
export {
  DEMO_OWNER_EMAIL,
  DEMO_STUDENT_EMAIL,
  type DemoRentalAccounts,
  demoAccountsText,
} from "./demo-rental-accounts.ts";
export { ensurePhotoPool } from "./photos/render-pool.ts";
export { mulberry32 } from "./prng.ts";
export { createProgressBar } from "./progress.ts";
export { isDatabaseEmpty, type SeedOptions, type SeedResult, seedDemoData } from "./seed.ts";
