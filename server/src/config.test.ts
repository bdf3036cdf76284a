import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to PGlite under ./data on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe("pglite");
    expect(config.database.kind === "pglite" && config.database.dataDir).toMatch(/data\/pglite$/);
    expect(config.seed).toEqual({ enabled: true, properties: 320, exampleContent: false });
  });

  it("adds example press mentions and testimonials to the seed only when SEED_EXAMPLE_CONTENT=1", () => {
    expect(loadConfig({ SEED_EXAMPLE_CONTENT: "1" }).seed.exampleContent).toBe(true);
    expect(loadConfig({ SEED_EXAMPLE_CONTENT: "0" }).seed.exampleContent).toBe(false);
    expect(() => loadConfig({ SEED_EXAMPLE_CONTENT: "yes" })).toThrow(
      /^Invalid configuration: SEED_EXAMPLE_CONTENT must be 0 \(no example content\) or 1/,
    );
  });

  it("shows the registry number of COMPANY_CRECI, and none (the demo placeholder) without it", () => {
    expect(loadConfig({}).creci).toBeNull();
    expect(loadConfig({ COMPANY_CRECI: " CRECI-SP 12.345-J " }).creci).toBe("CRECI-SP 12.345-J");
    expect(loadConfig({ COMPANY_CRECI: "CRECI/SP nº 12345-J" }).creci).toBe("CRECI/SP nº 12345-J");
    for (const bad of ["41.217-J", "CRECI-SP", "CRECI <b>1</b>", `CRECI ${"1".repeat(60)}`]) {
      expect(() => loadConfig({ COMPANY_CRECI: bad }), bad).toThrow(
        /^Invalid configuration: COMPANY_CRECI must be the registry number as shown to the public/,
      );
    }
  });

  it("draws maps on OpenStreetMap's tiles unless MAP_TILE_URL names a provider, with its attribution", () => {
    expect(loadConfig({}).mapTiles.url).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    const provider = loadConfig({
      MAP_TILE_URL: "https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=k",
      MAP_TILE_ATTRIBUTION: "© MapTiler © OpenStreetMap contributors",
      MAP_TILE_ATTRIBUTION_URL: "https://www.maptiler.com/copyright/",
    }).mapTiles;
    expect(provider).toEqual({
      url: "https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=k",
      attribution: "© MapTiler © OpenStreetMap contributors",
      attributionUrl: "https://www.maptiler.com/copyright/",
    });
    expect(() =>
      loadConfig({ MAP_TILE_URL: "http://tiles.example.org/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "x" }),
    ).toThrow(/^Invalid configuration: MAP_TILE_URL must be an https:\/\/ URL template/);
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example.org/map.png", MAP_TILE_ATTRIBUTION: "x" })).toThrow(
      /^Invalid configuration: MAP_TILE_URL must contain \{z\}, \{x\} and \{y\}/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example.org/{z}/{x}/{y}.png" })).toThrow(
      /^Invalid configuration: MAP_TILE_ATTRIBUTION must be set with MAP_TILE_URL/,
    );
  });

  it("selects PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test", PORT: "8080" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/test" });
    expect(config.port).toBe(8080);
  });

  it("names the bad variable in one line", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/^Invalid configuration: PORT .*"abc"/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://root@localhost/x" })).toThrow(
      /^Invalid configuration: DATABASE_URL/,
    );
    expect(() => loadConfig({ SEED: "yes" })).toThrow(/^Invalid configuration: SEED must be 0/);
  });

  it("hides a database password in the error line", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://bob:s3cret@db/x" })).toThrow(/bob:\*\*\*@/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://bob:s3cret@db/x" })).not.toThrow(/s3cret/);
  });

  it("writes e-mails to files unless SMTP_URL is set", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: "CampusLar <nao-responda@campuslar.com.br>",
      pollMs: 2_000,
    });
    const config = loadConfig({
      SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
      MAIL_FROM: "Equipe <oi@example.com>",
    });
    expect(config.mail).toEqual({
      smtpUrl: "smtps://mailer:pw@smtp.example.com:465",
      from: "Equipe <oi@example.com>",
      pollMs: 2_000,
    });
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "oi@example.com" }).mail.from).toBe(
      "oi@example.com",
    );
  });

  it("looks for e-mails to send every MAIL_POLL_MS, from 50 ms to a minute", () => {
    expect(loadConfig({ MAIL_POLL_MS: "200" }).mail.pollMs).toBe(200);
    for (const bad of ["49", "60001", "1.5", "often"]) {
      expect(() => loadConfig({ MAIL_POLL_MS: bad }), bad).toThrow(/^Invalid configuration: MAIL_POLL_MS must be /);
    }
  });

  it("shares rate limits through Redis only when REDIS_URL is set", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe("redis://127.0.0.1:6379");
    expect(() => loadConfig({ REDIS_URL: "http://:hunter2@cache:6379" })).toThrow(
      /^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL .*\/\/:\*\*\*@/,
    );
    expect(() => loadConfig({ REDIS_URL: "http://:hunter2@cache:6379" })).not.toThrow(/hunter2/);
  });

  it("allows no other origin unless CORS_ORIGINS lists it", () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: "https://a.example, http://localhost:5173 ," }).corsOrigins).toEqual([
      "https://a.example",
      "http://localhost:5173",
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: "https://a.example/path" })).toThrow(
      /^Invalid configuration: CORS_ORIGINS/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: "*" })).toThrow(/^Invalid configuration: CORS_ORIGINS/);
  });

  it("waits 25 s for requests in flight on a stop unless DRAIN_TIMEOUT_SECONDS says otherwise", () => {
    expect(loadConfig({}).drainTimeoutMs).toBe(25_000);
    expect(loadConfig({ DRAIN_TIMEOUT_SECONDS: "5" }).drainTimeoutMs).toBe(5_000);
    for (const bad of ["0", "1.5", "abc", "601"]) {
      expect(() => loadConfig({ DRAIN_TIMEOUT_SECONDS: bad }), bad).toThrow(
        /^Invalid configuration: DRAIN_TIMEOUT_SECONDS must be /,
      );
    }
  });

  it("holds a listing's verification for 6 months unless VERIFICATION_VALID_MONTHS says otherwise (issue 34.12)", () => {
    expect(loadConfig({}).verificationValidMonths).toBe(6);
    expect(loadConfig({ VERIFICATION_VALID_MONTHS: "12" }).verificationValidMonths).toBe(12);
    for (const bad of ["0", "2.5", "abc", "61"]) {
      expect(() => loadConfig({ VERIFICATION_VALID_MONTHS: bad }), bad).toThrow(
        /^Invalid configuration: VERIFICATION_VALID_MONTHS must be /,
      );
    }
  });

  it("rejects a mail relay that is not SMTP, without showing its password", () => {
    expect(() => loadConfig({ SMTP_URL: "http://mailer:pw@smtp.example.com" })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL .*mailer:\*\*\*@/,
    );
    expect(() => loadConfig({ SMTP_URL: "http://mailer:pw@smtp.example.com" })).not.toThrow(/:pw@/);
    expect(() => loadConfig({ MAIL_FROM: "CampusLar" })).toThrow(
      /^Invalid configuration: MAIL_FROM must be an address/,
    );
  });
});
