import { readFileSync } from "node:fs";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { SAO_PAULO_FEED_PATH } from "../services/commute/gtfs-feed.ts";

/**
 * The demo feed (or a changed copy of it) as a zip, for tests of the feed upload: each file's
 * text goes through `edit` (return null to leave the file out) and new files may be added.
 */
export function demoFeedZip(
  edit: (file: string, text: string) => string | null = (_, text) => text,
  added: Record<string, string> = {},
): Uint8Array {
  const files = unzipSync(readFileSync(SAO_PAULO_FEED_PATH));
  const out: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(files)) {
    const text = edit(name, strFromU8(bytes));
    if (text !== null) out[name] = strToU8(text);
  }
  for (const [name, text] of Object.entries(added)) out[name] = strToU8(text);
  return zipSync(out);
}

/** The text with its line `n` (1 is the header) replaced. */
export const replaceLine = (text: string, n: number, line: string): string => {
  const lines = text.split("\n");
  lines[n - 1] = line;
  return lines.join("\n");
};

/** A feed_info.txt saying the feed starts on the date given (YYYYMMDD). */
export const feedInfo = (startDate: string) =>
  `feed_publisher_name,feed_publisher_url,feed_lang,feed_start_date,feed_version\nSPTrans,http://www.sptrans.com.br,pt,${startDate},${startDate}\n`;
