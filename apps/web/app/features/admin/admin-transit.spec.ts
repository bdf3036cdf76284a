import { readFileSync } from "node:fs";
import {
  expectNoAxeViolations,
  freshVisitor,
  logInThroughApi,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  sampleParams,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";

/*
 * Staff load a newer transit feed (issue 34, decision 033): a feed with a bad line is refused,
 * its file and line named by the field, in both languages; a good one is loaded in the
 * background until done, and the listing pages then say the new network's date.
 */

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => freshVisitor(context));

const DEMO_FEED = new URL("../../../../api/data/transit/spo_gtfs.zip", import.meta.url);

/** The demo feed with each file's text passed through `edit`, and `added` files. */
function feedZip(edit: (file: string, text: string) => string, added: Record<string, string> = {}): Buffer {
  const files = unzipSync(readFileSync(DEMO_FEED));
  const out: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(files)) out[name] = strToU8(edit(name, strFromU8(bytes)));
  for (const [name, text] of Object.entries(added)) out[name] = strToU8(text);
  return Buffer.from(zipSync(out));
}

/** Line 3 of stop_times.txt with an arrival time that is no time. */
const badFeed = () =>
  feedZip((file, text) => {
    if (file !== "stop_times.txt") return text;
    const lines = text.split("\n");
    lines[2] = "CPTM L07-0,25:7,04:08:00,18920,2";
    return lines.join("\n");
  });

const goodFeed = () =>
  feedZip((_, text) => text, {
    "feed_info.txt":
      "feed_publisher_name,feed_publisher_url,feed_lang,feed_start_date\nSPTrans,http://www.sptrans.com.br,pt,20240301\n",
  });

const TEXT = {
  pt: {
    prefix: "",
    title: "Rede de transporte",
    file: "Arquivo zip do feed GTFS",
    send: "Conferir e carregar",
    problem: "stop_times.txt, linha 3: arrival_time '25:7' não está no formato HH:MM:SS",
    done: "Pronto: a rede de março de 2024 agora é a atual.",
    note: "rede de metrô e trem de março de 2024",
  },
  en: {
    prefix: "/en",
    title: "Transit network",
    file: "GTFS feed zip file",
    send: "Check and load",
    problem: "stop_times.txt, line 3: arrival_time '25:7' is not HH:MM:SS",
    done: "Done: the March 2024 network is now current.",
    note: "on the March 2024 metro and train network",
  },
} as const;

test("staff see a bad feed's file and line, then load a good one and every listing says its date", async ({
  page,
  context,
  request,
}) => {
  await logInThroughApi(context, STAFF_EMAIL, STAFF_PASSWORD);
  for (const locale of ["pt", "en"] as const) {
    const x = TEXT[locale];
    await page.goto(`${x.prefix}/admin/transporte`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.title);
    await page.getByLabel(x.file).setInputFiles({ name: "bad.zip", mimeType: "application/zip", buffer: badFeed() });
    await page.getByRole("button", { name: x.send }).click();
    await expect(page.locator("[data-feed-problems] li")).toHaveText([x.problem]);
    await expect(page.getByLabel(x.file)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  }

  const x = TEXT.en;
  await page
    .getByLabel(x.file)
    .setInputFiles({ name: "spo_2024.zip", mimeType: "application/zip", buffer: goodFeed() });
  await page.getByRole("button", { name: x.send }).click();
  // Queued, then running with its progress bar, then done: the page follows it by itself.
  await expect(page.getByRole("status").filter({ hasText: x.done })).toBeVisible({ timeout: 90_000 });
  await expect(page.locator("[data-network-date]")).toHaveAttribute("data-network-date", "2024-03");
  await expect(page.locator("[data-load]").first()).toHaveAttribute("data-load", "done");

  const { rentCode } = await sampleParams(request);
  for (const locale of ["pt", "en"] as const) {
    await page.goto(`${TEXT[locale].prefix}/imovel/${rentCode}`);
    await expect(page.locator("[data-commute-note]")).toContainText(TEXT[locale].note);
  }
});
