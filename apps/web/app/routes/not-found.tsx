import { data, redirect } from "react-router";
import type { Route } from "./+types/not-found";

/**
 * Every path that no page claims. It answers 404 through the root error boundary, which
 * renders the spec's "page not found" in the language of the path.
 */
export function loader({ url }: Route.LoaderArgs) {
  // Spec §2: doubled `/en/en/...` addresses exist in the wild; send them to the single prefix.
  if (url.pathname === "/en/en" || url.pathname.startsWith("/en/en/")) {
    throw redirect(`${url.pathname.slice(3)}${url.search}`, 301);
  }
  throw data(null, { status: 404 });
}

// Never rendered (the loader always throws), but a route without a component would be a
// resource route and answer raw data instead of a page.
export default function NotFoundRoute() {
  return null;
}
