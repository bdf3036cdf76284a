import { accountExportFileName } from "@campuslar/domain/user/account-export";
import { ACCOUNT_MESSAGES } from "@campuslar/domain/user/account-rules";
import type { Context } from "hono";
import { requireUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { createRouter } from "../../lib/create-router.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { deleteAccount, exportAccountData } from "../../services/account-data-service.ts";
import {
  login,
  logout,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  type SessionContext,
  signup,
  toUser,
  verifyEmail,
} from "../../services/account-service.ts";
import {
  deleteAccountLimit,
  forgotLimit,
  loginLimit,
  resendVerificationLimit,
  resetPasswordLimit,
  signupLimit,
  verifyEmailLimit,
} from "./users.limits.ts";
import {
  deleteMeRoute,
  exportMeRoute,
  forgotRoute,
  loginRoute,
  logoutRoute,
  meRoute,
  resendVerificationRoute,
  resetPasswordRoute,
  signupRoute,
  verifyEmailRoute,
} from "./users.routes.ts";

const sessionContext = (c: Context<AppEnv>): SessionContext => ({
  now: c.var.deps.now(),
  userAgent: c.req.header("user-agent"),
  ip: clientIp(c),
});

export const usersRouter = createRouter();
usersRouter.use("/users/signup", signupLimit);
usersRouter.use("/users/login", loginLimit);
usersRouter.use("/users/forgot", forgotLimit);
usersRouter.use("/users/reset-password", resetPasswordLimit);
usersRouter.use("/users/verify-email", verifyEmailLimit);
usersRouter
  .openapi(signupRoute, async (c) => {
    const result = await signup(c.var.deps.db, c.req.valid("json"), localeOf(c), {
      ...sessionContext(c),
      publicUrl: c.var.deps.publicUrl,
    });
    return c.json(result, 201);
  })
  .openapi(loginRoute, async (c) => {
    return c.json(await login(c.var.deps.db, c.req.valid("json"), localeOf(c), sessionContext(c)), 200);
  })
  .openapi(forgotRoute, async (c) => {
    const { email, locale } = c.req.valid("json");
    const lang = locale ?? localeOf(c);
    await requestPasswordReset(c.var.deps.db, email, lang, c.var.deps.now(), c.var.deps.publicUrl);
    return c.json({ message: ACCOUNT_MESSAGES.forgotSent[lang] }, 200);
  })
  .openapi(resetPasswordRoute, async (c) => {
    const { token, password } = c.req.valid("json");
    await resetPassword(c.var.deps.db, token, password, localeOf(c), c.var.deps.now());
    return c.json({ message: ACCOUNT_MESSAGES.passwordChanged[localeOf(c)] }, 200);
  })
  .openapi(verifyEmailRoute, async (c) => {
    const locale = localeOf(c);
    const user = await verifyEmail(c.var.deps.db, c.req.valid("json").token, locale, c.var.deps.now());
    return c.json({ message: ACCOUNT_MESSAGES.emailVerified[locale], user }, 200);
  });

/** Calls that need a logged-in user. */
export const currentUserRouter = createRouter();
currentUserRouter.use("/user/me", requireUser);
currentUserRouter.use("/user/me/export", requireUser);
currentUserRouter.use("/users/logout", requireUser);
currentUserRouter.use("/user/me/verification-email", requireUser, resendVerificationLimit);
// After requireUser (registered above for every method of /user/me): it counts per account.
currentUserRouter.on("DELETE", "/user/me", deleteAccountLimit);
currentUserRouter
  .openapi(meRoute, (c) => c.json({ user: toUser(c.var.auth.user) }, 200))
  .openapi(exportMeRoute, async (c) => {
    const now = c.var.deps.now();
    const data = await exportAccountData(c.var.deps.db, c.var.auth, localeOf(c), now);
    const file = accountExportFileName(localeOf(c), now.toISOString().slice(0, 10));
    c.header("Content-Disposition", `attachment; filename="${file}"`);
    c.header("Cache-Control", "private, no-store");
    return c.json(data, 200);
  })
  .openapi(deleteMeRoute, async (c) => {
    const { deps } = c.var;
    await deleteAccount(deps.db, deps.photoStorage, c.var.auth, c.req.valid("json").password, localeOf(c), deps.now(), {
      publicUrl: deps.publicUrl,
      staffEmail: deps.staffEmail ?? null,
      privateFiles: deps.privateFiles,
    });
    return c.body(null, 204);
  })
  .openapi(resendVerificationRoute, async (c) => {
    const { deps } = c.var;
    const locale = localeOf(c);
    await resendVerification(deps.db, c.var.auth.user, locale, deps.now(), deps.publicUrl);
    return c.json({ message: ACCOUNT_MESSAGES.verifySent[locale] }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    await logout(c.var.deps.db, c.var.auth.sessionId, c.var.deps.now());
    return c.body(null, 204);
  });
