import { axeViolations, signInWithToken, signUpThroughApi, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";
import { withoutNotice } from "./shell.spec-support.ts";

/**
 * The account state in the top bar every page shares (spec §2): a logged-in visitor's first
 * name and account pages, on a desktop and in the phone menu, and logging out.
 */

// Browsers here ask for Portuguese, so `/` stays Portuguese unless the language cookie says otherwise.
test.use({ locale: "pt-BR" });

test.describe("logged in", () => {
  test.beforeEach(async ({ context }) => withoutNotice(context));

  test("shows the first name with the account's pages, and logs out back to the same page", async ({
    page,
    context,
    request,
  }) => {
    const email = `shell-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const token = await signUpThroughApi(request, {
      name: "Luíza Andrade Souza",
      phone: "+55 11 98888-7777",
      email,
      password: "Primeira1",
    });
    await signInWithToken(context, token);

    await page.goto("/faq?x=1");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Entrar" })).toHaveCount(0);
    const menu = banner.getByRole("button", { name: "Conta de Luíza" });
    await expect(menu).toContainText("Luíza");
    await menu.click();
    const items = page.locator(`#${await menu.getAttribute("aria-controls")}`);
    await expect(items.getByRole("link", { name: "Minha conta" })).toHaveAttribute("href", "/conta");
    // The favourites are the bar's heart, beside the menu (issue 34.11).
    await expect(items.getByRole("link", { name: "Favoritos" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Favoritos" })).toHaveAttribute("href", "/favoritos");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();

    // The phone menu carries the same items.
    await page.setViewportSize({ width: 375, height: 740 });
    await banner.getByRole("button", { name: "Menu" }).click();
    const panel = page.getByRole("navigation", { name: "Menu do site" });
    await expect(panel).toContainText("Olá, Luíza");
    await expect(panel.getByRole("link", { name: "Minha conta" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Favoritos" })).toBeVisible();
    await expect(page.locator('input[name="redirectTo"]').first()).toHaveValue("/faq?x=1");
    await panel.getByRole("button", { name: "Sair" }).click();

    await expect(page).toHaveURL(/\/faq\?x=1$/);
    // The address was already this page's: wait for the logout itself (its cookie gone), then open
    // the menu again until it shows the logged-out items (the menu closes when the page's data
    // comes back, which on two busy cores can be after a first click).
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === "campuslar_session")).toBe(false);
    await expect(async () => {
      const menuPanel = page.getByRole("navigation", { name: "Menu do site" });
      if (!(await menuPanel.isVisible())) await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
      await expect(menuPanel.getByRole("link", { name: "Entrar" })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });
});
