// Drizzle's schema entry point (drizzle.config.ts and the typed client need one object).
export * from "./alerts.ts";
export * from "./catalogue.ts";
export * from "./content.ts";
export * from "./enums.ts";
export * from "./leads.ts";
export * from "./payments.ts";
export * from "./platform.ts";
export * from "./rentals.ts";
export * from "./reports.ts";
export * from "./roommates.ts";
export * from "./transit.ts";
export * from "./transit-feed-loads.ts";
export * from "./users.ts";
export * from "./visits.ts";
