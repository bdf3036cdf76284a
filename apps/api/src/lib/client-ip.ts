import type { Context } from "hono";

/**
 * The client's address, from the Node socket the server passes as the request's env. In-process
 * calls (the web's loaders, tests) have none. `X-Forwarded-For` is not trusted: any client can
 * write it; behind a proxy, the proxy's address is what the socket shows.
 */
export function clientIp(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}
