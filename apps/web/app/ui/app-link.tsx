import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { useSlowConnection } from "./connection.ts";

/**
 * The site's links: the next page's code and data are fetched when the pointer or focus
 * rests on a link, except on a slow or metered connection (Save-Data, 2G), where fetching
 * pages the visitor may never open would cost them time and money.
 */
export function AppLink(props: LinkProps) {
  const slow = useSlowConnection();
  return <Link prefetch={slow ? "none" : "intent"} {...props} />;
}

export function AppNavLink(props: NavLinkProps) {
  const slow = useSlowConnection();
  return <NavLink prefetch={slow ? "none" : "intent"} {...props} />;
}
