import { defineConfig } from "vitest/config";

// Unit tests only: kept apart from vite.config.ts so the React Router plugin does not load.
export default defineConfig({
  test: { include: ["app/**/*.test.ts"] },
});
