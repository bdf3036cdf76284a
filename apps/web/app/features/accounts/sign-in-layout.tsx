import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { type MetaDescriptor, Outlet, useMatches } from "react-router";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import "../../seo/page-messages.ts";

/** The pages of signing in, which this layout frames (routes.ts lists them). */
export type SignInPage = "login" | "signup" | "forgotPassword" | "resetPassword";

/** What each of those pages tells its layout (`export const handle`). */
export type SignInHandle = {
  signInPage: SignInPage;
  /** The address carries a secret (the reset token): no link to another site may pass it on. */
  secretInAddress?: boolean;
};

const HEADINGS = {
  login: { title: "page.login.title", lead: "page.login.description" },
  signup: { title: "page.signup.title", lead: "page.signup.description" },
  forgotPassword: { title: "page.forgotPassword.title", lead: "page.forgotPassword.description" },
  resetPassword: { title: "page.resetPassword.title", lead: "page.resetPassword.description" },
} as const satisfies Record<SignInPage, { title: string; lead: string }>;

const isSignInHandle = (handle: unknown): handle is SignInHandle =>
  typeof handle === "object" && handle !== null && "signInPage" in handle;

/** The handle of the page drawn in the outlet: the deepest match that has one. */
function pageHandle(matches: readonly ({ handle?: unknown } | undefined)[]): SignInHandle {
  const handle = matches.findLast((match) => isSignInHandle(match?.handle))?.handle;
  if (!isSignInHandle(handle)) throw new Error("A page of the sign-in layout exports no SignInHandle");
  return handle;
}

type MetaArgs = {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
};

/**
 * A sign-in page's `meta` (pages about one person's account: never indexed). Each page exports
 * `meta = signInMeta(handle)`: a layout's own `meta` is run before its page is matched, so it
 * cannot tell which page it frames.
 */
export function signInMeta({ signInPage, secretInAddress }: SignInHandle) {
  return ({ location, matches }: MetaArgs): MetaDescriptor[] => {
    const locale = localeFromPath(location.pathname);
    const tags = pageMeta({
      title: t(locale, HEADINGS[signInPage].title),
      description: t(locale, HEADINGS[signInPage].lead),
      origin: rootDataOf(matches).origin,
      pathname: location.pathname,
      noindex: true,
    });
    // Not `no-referrer`: that makes the form's own POST say `Origin: null`, refused as cross-site.
    return secretInAddress ? [...tags, { name: "referrer", content: "same-origin" }] : tags;
  };
}

/** The page's heading and what it is for, then the page in one narrow column. */
export default function SignInLayout() {
  const { t: translate } = useT();
  const { signInPage } = pageHandle(useMatches());
  return (
    <>
      <PageHeader title={translate(HEADINGS[signInPage].title)} lead={translate(HEADINGS[signInPage].lead)} />
      <div className="mx-auto max-w-md px-5 py-10 sm:px-8">
        <Outlet />
      </div>
    </>
  );
}
