import { expect, type Page } from "@playwright/test";

/**
 * Opens a search page and waits until React has taken over the top bar's search box (the server
 * already renders it, so it is visible before typing does anything).
 */
export async function openSearchPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // The top bar's box; the filters' selects below are comboboxes too.
  const box = page.getByRole("banner").getByRole("combobox");
  await expect(box).toBeVisible();
  await expect
    .poll(() => box.evaluate((input) => Object.keys(input).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
  return box;
}
