import type { User } from "@campuslar/domain/user/user-forms";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type ApiFetch, apiContext } from "../api/api-context.ts";
import { loginRedirect, loginRedirectTo, requireStaff, requireUser } from "./require-user.server.ts";

/*
 * The sign-in guards against a stand-in API: where a visitor is sent (the login page in the
 * page's language, with the way back), and what a logged-in user who is not staff gets.
 */

const student: User = {
  id: "u-1",
  name: "Bruna Lima",
  email: "bruna@example.com",
  phone: "+5511987654321",
  role: "tenant",
  locale: "pt",
  createdAt: "2025-01-10T12:00:00.000Z",
  emailVerified: true,
};
const staff: User = { ...student, id: "u-2", name: "Sara Staff", role: "staff" };

/** A request's context whose API answers `/v2/user/me` with `me` (a user, a status, or a network failure); counts the calls. */
function contextWith(me: User | number | "down") {
  const calls: string[] = [];
  const fetch: ApiFetch = async (path) => {
    calls.push(path);
    if (me === "down") throw new TypeError("fetch failed");
    if (typeof me === "number") return Response.json({ error: { message: "No" } }, { status: me });
    return Response.json({ user: me });
  };
  const context = new RouterContextProvider();
  context.set(apiContext, fetch);
  return { context, calls };
}

const page = (address: string) => new URL(address, "http://campuslar.test");

/** What a guard threw: a redirect's Location, or the status of a `data()` refusal. */
async function refusal(guard: Promise<unknown>): Promise<{ location?: string | null; status: number }> {
  try {
    await guard;
  } catch (thrown) {
    if (thrown instanceof Response) return { location: thrown.headers.get("Location"), status: thrown.status };
    const { init } = thrown as { init: { status: number } };
    return { status: init.status };
  }
  throw new Error("the guard let the request through");
}

describe("requireUser", () => {
  it("sends a visitor to log in in the page's language, and back to the page with its query", async () => {
    const { context } = contextWith(401);
    expect(await refusal(requireUser(context, page("/conta/alertas?frequencia=daily")))).toEqual({
      location: "/entrar?redirectTo=%2Fconta%2Falertas%3Ffrequencia%3Ddaily",
      status: 302,
    });
    expect(await refusal(requireUser(context, page("/en/meus-imoveis?enviado=SP10001")))).toEqual({
      location: "/en/entrar?redirectTo=%2Fen%2Fmeus-imoveis%3Fenviado%3DSP10001",
      status: 302,
    });
  });

  it("sends the visitor to log in when the API cannot say, as the header shows a visitor then", async () => {
    const { context } = contextWith("down");
    expect((await refusal(requireUser(context, page("/conta")))).location).toBe("/entrar?redirectTo=%2Fconta");
  });

  it("answers the logged-in user, asking the API once per request", async () => {
    const { context, calls } = contextWith(student);
    expect(await requireUser(context, page("/conta"))).toEqual(student);
    expect(await requireUser(context, page("/conta"))).toEqual(student);
    expect(calls).toEqual(["/v2/user/me"]);
  });

  it("never carries a way back to another site", async () => {
    const { context } = contextWith(401);
    // `//evil.example/x` is a path of this site's address, but another site as a Location.
    expect((await refusal(requireUser(context, page("http://campuslar.test//evil.example/x")))).location).toBe(
      "/entrar",
    );
  });
});

describe("loginRedirect and loginRedirectTo", () => {
  it("carry the page with its query, in its language", () => {
    expect(loginRedirect(page("/en/admin/anuncios?status=published")).headers.get("Location")).toBe(
      "/en/entrar?redirectTo=%2Fen%2Fadmin%2Fanuncios%3Fstatus%3Dpublished",
    );
    expect(loginRedirectTo("pt", "/imovel/SP10001?foto=2").headers.get("Location")).toBe(
      "/entrar?redirectTo=%2Fimovel%2FSP10001%3Ffoto%3D2",
    );
  });

  it("drop a foreign return path or an account page, keeping the login page's language", () => {
    for (const back of ["https://evil.example/", "//evil.example", "/\\evil.example", "/%09/evil.example/x"]) {
      expect(loginRedirectTo("pt", back).headers.get("Location"), back).toBe("/entrar");
      expect(loginRedirectTo("en", back).headers.get("Location"), back).toBe("/en/entrar");
    }
    expect(loginRedirectTo("en", "/en/cadastro").headers.get("Location")).toBe("/en/entrar");
  });
});

describe("requireStaff", () => {
  it("refuses a student with the backoffice's 403", async () => {
    const { context } = contextWith(student);
    expect(await refusal(requireStaff(context, page("/admin")))).toEqual({ status: 403 });
  });

  it("sends a visitor to log in and back, and answers a staff member", async () => {
    expect(await refusal(requireStaff(contextWith(401).context, page("/en/admin/usuarios?q=ana")))).toEqual({
      location: "/en/entrar?redirectTo=%2Fen%2Fadmin%2Fusuarios%3Fq%3Dana",
      status: 302,
    });
    expect(await requireStaff(contextWith(staff).context, page("/admin"))).toEqual(staff);
  });

  it("gives the 503 page when the API cannot say", async () => {
    expect(await refusal(requireStaff(contextWith(503).context, page("/admin")))).toEqual({ status: 503 });
    expect(await refusal(requireStaff(contextWith("down").context, page("/admin")))).toEqual({ status: 503 });
  });
});
