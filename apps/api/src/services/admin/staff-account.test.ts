import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../auth/password.ts";
import { users } from "../../db/schema/users.ts";
import { jsonRequest, useTestApi } from "../../test/test-api.ts";
import { DEFAULT_STAFF_NAME, ensureStaffAccount } from "./staff-account.ts";

describe("ensureStaffAccount (first staff account)", () => {
  const t = useTestApi();
  const byEmail = async (email: string) =>
    (await t.handle.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];

  it("creates a staff account that can log in and reach the backoffice, once", async () => {
    const first = await ensureStaffAccount(t.handle.db, { email: "Equipe@CampusLar.test", password: "Segura1" });
    expect(first.outcome).toBe("created");
    const row = await byEmail("equipe@campuslar.test");
    expect(row).toMatchObject({
      id: first.id,
      name: DEFAULT_STAFF_NAME,
      role: "staff",
      email: "equipe@campuslar.test",
    });

    const again = await ensureStaffAccount(t.handle.db, { email: "equipe@campuslar.test", password: "Outra9" });
    expect(again).toEqual({ id: first.id, outcome: "unchanged" });
    // A second start never resets a password changed since.
    expect(await verifyPassword((await byEmail("equipe@campuslar.test"))?.passwordHash ?? "", "Segura1")).toBe(true);

    const login = await t.api.request(
      "/v2/users/login",
      jsonRequest({ email: "EQUIPE@campuslar.test", password: "Segura1" }),
    );
    expect(login.status, await login.clone().text()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const inbox = await t.api.request("/v2/admin/leads", { headers: { authorization: `Bearer ${token}` } });
    expect(inbox.status).toBe(200);
  });

  it("promotes an existing account with that e-mail, keeping its name and password", async () => {
    const signup = await t.api.request(
      "/v2/users/signup",
      jsonRequest({ name: "Rita Souza", phone: "+55 11 91234-5678", email: "rita@example.com", password: "Minha1" }),
    );
    expect(signup.status).toBe(201);
    const result = await ensureStaffAccount(t.handle.db, {
      email: "RITA@example.com",
      password: "Ignorada1",
      name: "X",
    });
    expect(result.outcome).toBe("promoted");
    const row = await byEmail("rita@example.com");
    expect(row).toMatchObject({ name: "Rita Souza", role: "staff" });
    expect(await verifyPassword(row?.passwordHash ?? "", "Minha1")).toBe(true);
  });

  it("names a new account as asked, and two starts at once still make one account", async () => {
    const account = { email: "duo@campuslar.test", password: "Segura1", name: "Equipe Duo" };
    const results = await Promise.all([
      ensureStaffAccount(t.handle.db, account),
      ensureStaffAccount(t.handle.db, account),
    ]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await t.handle.db.select().from(users).where(eq(users.email, "duo@campuslar.test"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Equipe Duo", role: "staff" });
  });
});
