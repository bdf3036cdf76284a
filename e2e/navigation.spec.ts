import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support.ts";

test.describe("page views", () => {
  test("one is sent 250 ms after each route change, with path, language and referrer", async ({ page }) => {
    const sent: { at: number; body: Record<string, unknown>; status?: number }[] = [];
    page.on("requestfinished", async (request) => {
      if (!request.url().endsWith("/v2/events/page-view")) return;
      const response = await request.response();
      sent.push({
        at: Date.now(),
        body: request.postDataJSON() as Record<string, unknown>,
        status: response?.status(),
      });
    });
    await page.goto("/en/faq");
    await waitForHydration(page);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.body).toMatchObject({ path: "/en/faq", locale: "en" });
    expect(sent[0]?.status).toBe(204);

    const clickedAt = Date.now();
    await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/en\/sobre$/);
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]?.body).toMatchObject({
      path: "/en/sobre",
      locale: "en",
      referrer: expect.stringMatching(/\/en\/faq$/),
    });
    expect((sent[1]?.at ?? 0) - clickedAt).toBeGreaterThanOrEqual(250);
  });

  test("a page left before 250 ms is not counted", async ({ page }) => {
    const paths: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/v2/events/page-view")) paths.push(String(request.postDataJSON().path));
    });
    // The page's clock is driven by the test, so "left after 100 ms" holds however slow the machine.
    const start = new Date("2026-03-02T12:00:00-03:00");
    await page.clock.install({ time: start });
    await page.goto("/faq");
    await waitForHydration(page);
    // From here the page's time moves only when the test says.
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await expect.poll(() => paths).toEqual(["/faq"]);

    const footerLink = (path: string) => page.locator(`footer a[href="${path}"]`);
    await footerLink("/sobre").click();
    await expect(page).toHaveURL(/\/sobre$/);
    await page.clock.runFor(100);
    await footerLink("/termos-de-uso").click();
    await expect(page).toHaveURL(/\/termos-de-uso$/);
    await page.clock.runFor(300);
    await expect.poll(() => paths).toEqual(["/faq", "/termos-de-uso"]);
    // Nothing late for the page left early: a second of the page's time passes, then one more
    // page is counted. Requests leave in order, so a late one for /sobre would come before it.
    await page.clock.runFor(1000);
    await footerLink("/faq").click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.clock.runFor(300);
    await expect.poll(() => paths).toEqual(["/faq", "/termos-de-uso", "/faq"]);
  });
});

test.describe("prefetching", () => {
  test("a link's next page is fetched on hover on a normal connection", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const dataRequest = page.waitForRequest((r) => r.url().includes("/sobre.data"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Sobre nós" }).hover();
    await dataRequest;
  });

  for (const [name, connection] of [
    ["with Save-Data on", { saveData: true, effectiveType: "4g" }],
    ["on a 2g link", { saveData: false, effectiveType: "2g" }],
  ] as const) {
    test(`nothing is prefetched ${name}`, async ({ page }) => {
      await page.addInitScript((info) => {
        Object.defineProperty(navigator, "connection", { value: Object.assign(new EventTarget(), info) });
      }, connection);
      // Every prefetch link the page ever adds, kept even if it is taken away again.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { prefetchLinksSeen: seen });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof HTMLLinkElement && node.rel === "prefetch") seen.push(node.href);
              if (node instanceof Element) {
                for (const link of node.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')) seen.push(link.href);
              }
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const dataRequests: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/sobre.data")) dataRequests.push(r.resourceType());
      });
      await page.clock.install();
      await page.goto("/");
      await waitForHydration(page);
      const link = page.getByRole("contentinfo").getByRole("link", { name: "Sobre nós" });
      await link.hover();
      // Well past the moment a hovered link prefetches (100 ms), on the page's own clock.
      await page.clock.runFor(1000);
      // Then the visitor follows the link: the page's one fetch of its data is the navigation's.
      await link.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre a CampusLar");
      expect(dataRequests).toEqual(["fetch"]);
      expect(
        await page.evaluate(() => (window as unknown as { prefetchLinksSeen: string[] }).prefetchLinksSeen),
      ).toEqual([]);
    });
  }
});

test.describe("a page's code that fails to load", () => {
  test("reloads the page once, then shows an error for a minute instead of reloading again", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    let documentLoads = 0;
    page.on("load", () => {
      documentLoads += 1;
    });
    // The content pages' module cannot be fetched (a deploy replaced it, or the network
    // dropped); the page the server sends next is whole again.
    let missing = true;
    page.on("request", (request) => {
      if (request.resourceType() === "document") missing = false;
    });
    await page.route(/\/assets\/page-[^/]+\.js$/, (route) => (missing ? route.abort() : route.continue()));

    await page.getByRole("contentinfo").getByRole("link", { name: "Sobre nós" }).click();
    // First failure: the page the visitor asked for loads from the server instead, and works.
    await expect(page).toHaveURL(/\/sobre$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre a CampusLar");
    expect(documentLoads).toBe(1);

    // Second failure within the minute: no reload, the error page says what happened.
    await page.goto("/");
    await waitForHydration(page);
    missing = true;
    await page.getByRole("contentinfo").getByRole("link", { name: "Termos de uso" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Não foi possível carregar esta página");
    await expect(page).toHaveURL(/\/termos-de-uso$/);
    const loadsBefore = documentLoads;
    await expect(page.getByRole("link", { name: "Tentar de novo" })).toHaveAttribute("href", "/termos-de-uso");
    // Still the same document, hydrated, with the error on it: a reload would have replaced it
    // and its marker. The marker is put on this document only.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(documentLoads).toBe(loadsBefore);
  });
});

test.describe("errors", () => {
  test("a failing page shows its status and a message, never a stack trace", async ({ page }) => {
    await page.goto("/en");
    await waitForHydration(page);
    await page.route(/\/en\/faq\.data/, (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Error: boom\n    at secret (/srv/app.js:1:1)" }),
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error 500");
    await expect(page.getByRole("main")).not.toContainText("secret");
    await expect(page.getByRole("main")).not.toContainText("/srv/app.js");
  });
});

test.describe("keyboard", () => {
  for (const [path, label] of [
    ["/faq", "Pular para o conteúdo"],
    ["/en/faq", "Skip to content"],
  ] as const) {
    test(`the first Tab on ${path} offers to skip to the content, which then has focus`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: label });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
    });
  }
});
