import { isIP } from "node:net";
import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";

type NodeEnv = {
  incoming?: { socket?: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> };
};

/**
 * The client's address, from the Node request the server passes as the request's env (the
 * web's in-process calls pass the visitor's request too). Calls with no Node request (tests)
 * have none.
 *
 * `X-Forwarded-For` is trusted only with `TRUST_PROXY` (a proxy in front that appends the
 * address it saw): then the client is its last entry, the one that proxy wrote. Without it,
 * any client could write the header, so the socket's address is the client.
 */
export function clientIp(c: Context): string | undefined {
  const incoming = (c.env as NodeEnv | undefined)?.incoming;
  const trustProxy = (c as unknown as Context<AppEnv>).get("deps")?.trustProxy === true;
  if (trustProxy) {
    const header = incoming?.headers?.["x-forwarded-for"];
    const last = (Array.isArray(header) ? header.join(",") : header)?.split(",").at(-1)?.trim();
    const address = last ? forwardedAddress(last) : undefined;
    if (address) return address;
  }
  return incoming?.socket?.remoteAddress;
}

/**
 * The address in one `X-Forwarded-For` entry, without the port some proxies add
 * (`203.0.113.7:51234`, `[2001:db8::1]:51234`); undefined when it holds none, so a misconfigured
 * proxy's value falls back to the socket's address instead of reaching the database's `inet`.
 */
function forwardedAddress(entry: string): string | undefined {
  if (isIP(entry)) return entry;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry) ?? /^\[([^\]]+)\]:\d+$/.exec(entry);
  return withPort?.[1] && isIP(withPort[1]) ? withPort[1] : undefined;
}
