import { Outlet } from "react-router";
import type { Route } from "./+types/account-layout";
import { requireUser } from "./require-user.server.ts";

/**
 * The account area's layout (routes.ts lists its pages): they are for a logged-in person only,
 * and a visitor is sent to log in and brought back. The guard is middleware rather than a
 * loader because middleware runs before the pages' loaders and actions, on every request
 * (a loader of a parent route is not asked again when only the page changes), so no page of
 * the area loads or changes anything for a visitor. The user it finds is kept for the request:
 * a page's loader that needs it calls `requireUser` again at no cost.
 *
 * Each page draws its own header: their titles, leads and buttons differ.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, url }, next) => {
    await requireUser(context, url);
    return next();
  },
];

export default function AccountLayout() {
  return <Outlet />;
}
