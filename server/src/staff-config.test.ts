import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("STAFF_EMAIL + STAFF_PASSWORD (first staff account)", () => {
  it("has no account without a password: STAFF_EMAIL alone only names the leads inbox", () => {
    const config = loadConfig({ STAFF_EMAIL: "leads@example.com" });
    expect(config.mail.staff).toBe("leads@example.com");
    expect(config.staffAccount).toBeUndefined();
  });

  it("reads the account with its name, the e-mail in lower case", () => {
    const config = loadConfig({ STAFF_EMAIL: "Equipe@Example.com", STAFF_PASSWORD: "Segura1", STAFF_NAME: "Equipe" });
    expect(config.staffAccount).toEqual({ email: "equipe@example.com", password: "Segura1", name: "Equipe" });
    expect(config.mail.staff).toBe("Equipe@Example.com");
    expect(loadConfig({ STAFF_EMAIL: "a@example.com", STAFF_PASSWORD: "Segura1" }).staffAccount).toEqual({
      email: "a@example.com",
      password: "Segura1",
    });
  });

  it("refuses a password without an e-mail, a weak password and a lone name, never echoing the password", () => {
    expect(() => loadConfig({ STAFF_PASSWORD: "Segura1" })).toThrow(
      "Invalid configuration: STAFF_PASSWORD must be set together with STAFF_EMAIL",
    );
    expect(() => loadConfig({ STAFF_EMAIL: "a@example.com", STAFF_PASSWORD: "fraquinha" })).toThrow(
      /^Invalid configuration: STAFF_PASSWORD must have at least 6 characters, an uppercase letter and a digit$/,
    );
    expect(() => loadConfig({ STAFF_EMAIL: "a@example.com", STAFF_PASSWORD: "fraquinha" })).not.toThrow(/fraquinha/);
    expect(() => loadConfig({ STAFF_NAME: "Equipe" })).toThrow(/STAFF_NAME is only used with/);
    expect(() => loadConfig({ STAFF_EMAIL: "not-an-address", STAFF_PASSWORD: "Segura1" })).toThrow(/STAFF_EMAIL/);
  });
});
