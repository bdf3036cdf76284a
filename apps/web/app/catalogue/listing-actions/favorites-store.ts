import { isPropertyCode } from "@campuslar/domain/property/property-code";
import { LOOKUP_MAX_CODES } from "@campuslar/domain/user/favorite-limits";
import { useEffect, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { announceSessionEnded } from "../../session/session-sync.ts";
import { useRootData } from "../../site/root-data.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";

/**
 * Issue 7: which listings are favourites. A visitor's are kept in this browser (localStorage,
 * newest first, at most LOOKUP_MAX_CODES); a logged-in user's on the server, read once through
 * the web's `/favoritos/codigos` and changed by the heart. When a visitor with saved listings
 * logs in, they are added to the account and then forgotten here, so nothing is lost.
 */
export const FAVORITE_CODES_PATH = "/favoritos/codigos";
export const BROWSER_FAVORITES_MAX = LOOKUP_MAX_CODES;
const STORAGE_KEY = "campuslar:favorites";
const CHANGED = "campuslar:favorites-changed";

/** `list` with `code` first (on) or without it (off), keeping at most `max`. */
export function withCode(list: readonly string[], code: string, on: boolean, max = BROWSER_FAVORITES_MAX): string[] {
  const rest = list.filter((item) => item !== code);
  return on ? [code, ...rest].slice(0, max) : rest;
}

/** Codes from what storage held: listing codes only, no repeats; anything else is an empty list. */
export function parseStoredCodes(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(value)) return [];
    const codes = value.filter((item): item is string => typeof item === "string" && isPropertyCode(item));
    return [...new Set(codes)].slice(0, BROWSER_FAVORITES_MAX);
  } catch {
    return [];
  }
}

// --- This browser's list (a visitor's) ---

const EMPTY: readonly string[] = [];
let localCache: { raw: string | null; codes: readonly string[] } = { raw: null, codes: EMPTY };

function readLocal(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage switched off: no browser favourites.
  }
  if (raw !== localCache.raw) localCache = { raw, codes: parseStoredCodes(raw) };
  return localCache.codes;
}

function writeLocal(codes: readonly string[]): void {
  try {
    if (codes.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(codes));
  } catch {
    // Private mode or a full storage: the heart still shows the choice until the page is left.
    localCache = { raw: localCache.raw, codes: [...codes] };
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribeLocal(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

// --- The logged-in user's list (from the server) ---

type ServerState = { userId: string; codes: readonly string[] | null; failed: boolean };
let server: ServerState | null = null;
let loading: { userId: string; done: Promise<void> } | null = null;
let merging = false;
/**
 * The hearts pressed while a read of the list may be under way, by code (true: saved). A list
 * read before a change was saved (a heart pressed during the page's first read, on a slow
 * network) arrives without it, so each change is laid over any list whose read began before
 * the change was saved. A change the server refused is dropped (the list is read again); one it saved is
 * forgotten once no read older than it is still on its way.
 */
const pressed = new Map<string, { on: boolean; turn: number; savedAt: number | null }>();
/** Counts presses and answers, so a read knows which changes were still unanswered when it began. */
let turns = 0;
const serverListeners = new Set<() => void>();

function setServer(next: ServerState | null) {
  server = next;
  for (const listener of serverListeners) listener();
}

function subscribeServer(onChange: () => void) {
  serverListeners.add(onChange);
  return () => serverListeners.delete(onChange);
}

/** Reads the user's codes from the web server (again when `force`); one request at a time. */
export function loadServerFavorites(userId: string, force = false): Promise<void> {
  if (loading?.userId === userId) return loading.done;
  if (!force && server?.userId === userId && server.codes !== null) return Promise.resolve();
  const since = turns;
  const done = (async () => {
    try {
      const response = await fetch(FAVORITE_CODES_PATH, { headers: { Accept: "application/json" } });
      const body = (await response.json()) as { codes?: unknown };
      if (!response.ok || !Array.isArray(body.codes)) throw new Error(`favourite codes answered ${response.status}`);
      setServer({
        userId,
        codes: withPressed(
          body.codes.filter((code): code is string => typeof code === "string"),
          since,
        ),
        failed: false,
      });
    } catch {
      setServer({ userId, codes: server?.userId === userId ? server.codes : null, failed: true });
    } finally {
      loading = null;
      for (const [code, change] of pressed) if (change.savedAt !== null) pressed.delete(code);
    }
  })();
  loading = { userId, done };
  return done;
}

/** `codes` with the hearts laid over them that were not yet saved at turn `since`. */
function withPressed(codes: readonly string[], since = 0): readonly string[] {
  let list = codes;
  for (const [code, change] of pressed) {
    if (change.savedAt === null || change.savedAt > since)
      list = withCode(list, code, change.on, Number.POSITIVE_INFINITY);
  }
  return list;
}

function setServerFavorite(userId: string, code: string, on: boolean): void {
  if (server?.userId !== userId || server.codes === null) {
    // The list is not known yet: shown at once all the same, laid over the list when it comes.
    setServer({
      userId,
      codes: server?.userId === userId ? server.codes : null,
      failed: false,
    });
    return;
  }
  setServer({
    ...server,
    codes: withCode(server.codes ?? [], code, on, Number.POSITIVE_INFINITY),
  });
}

/**
 * Saves or forgets a listing for the logged-in user: shown at once, then sent to the web server
 * (which calls the API with the session). A refusal puts the list back as the server has it and
 * answers the status (409: the list is full; 401: the session has ended). A plain request rather
 * than a router fetcher: nothing on the page has to load again, not even the user.
 */
export async function changeServerFavorite(
  userId: string,
  code: string,
  on: boolean,
  lang: string,
): Promise<{ ok: true } | { ok: false; status: number }> {
  const turn = ++turns;
  pressed.set(code, { on, turn, savedAt: null });
  setServerFavorite(userId, code, on);
  // Also off in this browser, in case it was saved there before logging in and not merged yet.
  if (!on) setLocalFavorite(code, false);
  let status = 503;
  try {
    const body = new URLSearchParams({ intent: on ? "add" : "remove", code, lang });
    const response = await fetch(FAVORITE_CODES_PATH, { method: "POST", body });
    status = response.status;
  } catch {
    // The network: 503 below.
  }
  const ok = status >= 200 && status < 300;
  // A later press of the same heart is its own change, still on its way.
  const change = pressed.get(code);
  if (change?.turn === turn) {
    if (ok && loading !== null) change.savedAt = ++turns;
    else pressed.delete(code);
  }
  if (ok) return { ok: true };
  if (status === 401) {
    // The session ended elsewhere: the whole page logs out, and the heart falls back to this browser.
    setServerFavorite(userId, code, !on);
    announceSessionEnded();
    return { ok: false, status };
  }
  await loadServerFavorites(userId, true);
  return { ok: false, status };
}

/**
 * Sends this browser's favourites to the account that just logged in or signed up, then
 * forgets them here (only those sent: one saved meanwhile stays for the next merge). A failure
 * keeps them all. True when the account's list was changed.
 */
async function mergeLocalFavorites(userId: string, lang: string): Promise<boolean> {
  const codes = readLocal();
  if (merging || codes.length === 0) return false;
  merging = true;
  try {
    const body = new URLSearchParams({ intent: "merge", codes: codes.join(","), lang });
    const response = await fetch(FAVORITE_CODES_PATH, { method: "POST", body });
    const answer = (await response.json()) as { ok?: boolean; codes?: unknown };
    if (!response.ok || !answer.ok || !Array.isArray(answer.codes)) return false;
    writeLocal(readLocal().filter((code) => !codes.includes(code)));
    setServer({
      userId,
      codes: answer.codes.filter((code): code is string => typeof code === "string"),
      failed: false,
    });
    return true;
  } catch {
    // Kept in the browser; the next page with favourites tries again.
    return false;
  } finally {
    merging = false;
  }
}

/** Saves or forgets a listing in this browser (a visitor's favourites). */
export function setLocalFavorite(code: string, on: boolean): void {
  writeLocal(withCode(readLocal(), code, on));
}

export type Favorites = {
  /** The favourite codes, newest first as far as known. */
  codes: readonly string[];
  /** False until the list is known (before hydration; a user's while it loads). */
  ready: boolean;
  /** The user's list could not be loaded. */
  failed: boolean;
  /** The logged-in user's id, or null for a visitor. */
  userId: string | null;
  /** A user with browser-kept favourites not yet added to the account (the merge is under way). */
  merging: boolean;
};

/**
 * The favourites of whoever is looking: this browser's for a visitor, the account's for a
 * user (plus any browser-kept ones not merged yet, see useFavoritesCarryOver). Loads the
 * account's list once.
 */
export function useFavorites(): Favorites {
  const userId = useRootData().user?.id ?? null;
  const hydrated = useHydrated();
  const local = useSyncExternalStore(subscribeLocal, readLocal, () => EMPTY);
  const state = useSyncExternalStore(
    subscribeServer,
    () => server,
    () => null,
  );

  useEffect(() => {
    if (userId === null) {
      if (server !== null) setServer(null);
      return;
    }
    void loadServerFavorites(userId);
  }, [userId]);

  if (userId === null) return { codes: local, ready: hydrated, failed: false, userId, merging: false };
  const serverCodes = state?.userId === userId ? state.codes : null;
  return {
    codes: serverCodes ? [...local.filter((code) => !serverCodes.includes(code)), ...serverCodes] : withPressed(local),
    ready: serverCodes !== null,
    failed: state?.userId === userId && state.failed,
    userId,
    merging: local.length > 0,
  };
}

/**
 * Issue 16: carries a visitor's browser-kept favourites into the account right after logging in
 * or signing up, on whatever page the person lands (the root runs it), then loads that page's
 * data again, so the account page's count, `/favoritos` and every heart show them at once. The
 * account's list is read first, so a read answered after the merge cannot undo it.
 */
export function useFavoritesCarryOver(userId: string | null, lang: string): void {
  const local = useSyncExternalStore(subscribeLocal, readLocal, () => EMPTY);
  const { revalidate } = useRevalidator();
  const pending = userId !== null && local.length > 0;
  useEffect(() => {
    if (!pending || userId === null) return;
    void loadServerFavorites(userId)
      .then(() => mergeLocalFavorites(userId, lang))
      .then((merged) => {
        if (merged) void revalidate();
      });
  }, [pending, userId, lang, revalidate]);
}
