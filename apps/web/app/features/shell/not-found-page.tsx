import { data } from "react-router";

/**
 * Every path that no page claims. It answers 404 through the root error boundary, which
 * renders the spec's "page not found" in the language of the path. (Misspelt language
 * prefixes such as `/en/en/...` never get here: the language middleware redirects them.)
 */
export function loader() {
  throw data(null, { status: 404 });
}

// Never rendered (the loader always throws), but a route without a component would be a
// resource route and answer raw data instead of a page.
export default function NotFoundRoute() {
  return null;
}
