import { NAVIGATION_PROGRESS_MS } from "@campuslar/domain/events/navigation-progress";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { axeViolations, waitForHydration } from "./support.ts";

/**
 * The chrome every page shares (spec §2): top bar, mobile menu, account state, language
 * toggle, footer, floating messaging button, cookie notice and navigation progress bar.
 */

// Browsers here ask for Portuguese, so `/` stays Portuguese unless the language cookie says otherwise.
test.use({ locale: "pt-BR" });

type Lang = "pt" | "en";

const T = {
  pt: {
    home: "/",
    nav: "Principal",
    links: [
      ["Concierge", "/concierge"],
      ["Sobre nós", "/sobre"],
      ["Imóveis", "/imoveis"],
      ["Sou proprietário", "/proprietario"],
      ["FAQ", "/faq"],
    ],
    menu: "Menu",
    login: "Entrar",
    signup: "Criar conta",
    toggle: "English",
    footerNav: "Links do rodapé",
    footerLinks: [
      ["Início", "/"],
      ["Perguntas frequentes", "/faq"],
      ["Buscar imóveis", "/imoveis"],
      ["Anuncie seu imóvel", "/proprietario"],
      ["Serviços", "/servicos"],
      ["Colegas de quarto", "/colegas-de-quarto"],
      ["Sobre nós", "/sobre"],
      ["Termos de uso", "/termos-de-uso"],
      ["Política de privacidade", "/politica-privacidade"],
    ],
    social: "CampusLar no Instagram",
    since: "desde 2017",
    creciDemo: "CRECI [demonstração: configure COMPANY_CRECI]",
    rights: "Todos os direitos reservados.",
    whatsapp: "Fale com a gente no WhatsApp",
    whatsappClose: "Fechar botão do WhatsApp",
    greeting: "Olá! Vim pelo site da CampusLar",
    interested: (code: string) => `Olá! Tenho interesse no imóvel ${code}: `,
    propertyPath: (code: string) => `/imovel/${code}`,
    salePath: (code: string) => `/imovel/compra/${code}`,
    notice: "Aviso de cookies e privacidade",
    noticeOk: "Entendi",
    privacy: "/politica-privacidade",
    progress: "Carregando página",
    myAccount: "Minha conta",
    favorites: "Favoritos",
    logout: "Sair",
  },
  en: {
    home: "/en",
    nav: "Main",
    links: [
      ["Concierge", "/en/concierge"],
      ["About us", "/en/sobre"],
      ["Apartments", "/en/imoveis"],
      ["For landlords", "/en/proprietario"],
      ["FAQ", "/en/faq"],
    ],
    menu: "Menu",
    login: "Log in",
    signup: "Sign up",
    toggle: "Português",
    footerNav: "Footer links",
    footerLinks: [
      ["Home", "/en"],
      ["FAQ", "/en/faq"],
      ["Find a place", "/en/imoveis"],
      ["List your property", "/en/proprietario"],
      ["Services", "/en/servicos"],
      ["Find a roommate", "/en/colegas-de-quarto"],
      ["About us", "/en/sobre"],
      ["Terms of use", "/en/termos-de-uso"],
      ["Privacy policy", "/en/politica-privacidade"],
    ],
    social: "CampusLar on Instagram",
    since: "since 2017",
    creciDemo: "CRECI [demo value: set COMPANY_CRECI]",
    rights: "All rights reserved.",
    whatsapp: "Talk to us on WhatsApp",
    whatsappClose: "Close WhatsApp button",
    greeting: "Hi! I found CampusLar's website",
    interested: (code: string) => `Hi! I'm interested in the property ${code}: `,
    propertyPath: (code: string) => `/en/imovel/${code}`,
    salePath: (code: string) => `/en/imovel/sale/${code}`,
    notice: "Cookie and privacy notice",
    noticeOk: "OK, got it",
    privacy: "/en/politica-privacidade",
    progress: "Loading page",
    myAccount: "My account",
    favorites: "Favourites",
    logout: "Log out",
  },
} as const;

const LANGS: Lang[] = ["pt", "en"];

/** Marks the cookie notice as already dismissed, for tests about something else. */
async function withoutNotice(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem("campuslar:cookie-notice", "dismissed"));
}

function decodedWhatsAppText(link: string | null): string {
  const url = new URL(link ?? "");
  expect(url.origin + url.pathname).toBe("https://wa.me/5511940022017");
  return url.searchParams.get("text") ?? "";
}

for (const lang of LANGS) {
  const L = T[lang];

  test.describe(`top bar (${lang})`, () => {
    test.beforeEach(async ({ context }) => withoutNotice(context));

    test("is sticky, links home and to every section, marking the current page", async ({ page }) => {
      await page.goto(L.home);
      const banner = page.getByRole("banner");
      await expect(banner).toHaveCSS("position", "sticky");
      await expect(banner.getByRole("link", { name: /CampusLar/ })).toHaveAttribute("href", L.home);

      const nav = banner.getByRole("navigation", { name: L.nav });
      for (const [name, path] of L.links) {
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
      }
      // The login link brings the visitor back to the page they were on.
      await expect(banner.getByRole("link", { name: L.login })).toHaveAttribute(
        "href",
        lang === "pt" ? "/entrar?redirectTo=%2F" : "/en/entrar?redirectTo=%2Fen",
      );

      await waitForHydration(page);
      for (const [name, path] of L.links) {
        await nav.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${path}$`));
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
        await expect(nav.locator("[aria-current]")).toHaveCount(1);
        await expect(page.locator("html")).toHaveAttribute("lang", lang === "pt" ? "pt-BR" : "en");
      }
    });

    test("on a phone, the menu opens and closes from the keyboard and on navigation", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(L.home);
      await waitForHydration(page);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("navigation", { name: L.nav })).toBeHidden();

      const button = banner.getByRole("button", { name: L.menu });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      await expect(panel).toBeHidden();

      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();
      for (const [name, path] of L.links) {
        await expect(panel.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
      }
      await expect(panel.getByRole("link", { name: L.signup })).toBeVisible();
      // Tab reaches the panel's first link.
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("link", { name: L.links[0][0], exact: true })).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press("Space");
      await expect(panel).toBeVisible();
      await panel.getByRole("link", { name: "FAQ", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${L.links[4][1]}$`));
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
    });

    test("the language toggle keeps path and query and remembers the choice", async ({ page, context }) => {
      const other: Lang = lang === "pt" ? "en" : "pt";
      const from = lang === "pt" ? "/faq?tab=students" : "/en/faq?tab=students";
      const to = lang === "pt" ? "/en/faq?tab=students" : "/faq?tab=students";
      await page.goto(from);
      await waitForHydration(page);
      await page.getByRole("banner").getByRole("link", { name: L.toggle }).click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${to.replace("?", "\\?")}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other === "pt" ? "pt-BR" : "en");

      const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
      expect(cookie?.value).toBe(other);
      expect(cookie?.path).toBe("/");
      expect(cookie?.sameSite).toBe("Lax");
      // 365 days, give or take the test's own duration.
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);

      await page.goto("/");
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${other === "en" ? "/en" : "/"}$`));
    });
  });

  test.describe(`footer (${lang})`, () => {
    test("shows the links, the contact lines, social media, the CRECI placeholder and the copyright", async ({
      page,
    }) => {
      await page.goto(L.home);
      const footer = page.getByRole("contentinfo");
      const nav = footer.getByRole("navigation", { name: L.footerNav });
      for (const [name, path] of L.footerLinks) {
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
      }
      await expect(footer.getByRole("link", { name: /contato@campuslar\.com\.br/ })).toHaveAttribute(
        "href",
        "mailto:contato@campuslar.com.br",
      );
      const whatsapp = footer.getByRole("link", { name: /\+55 11 94002-2017/ });
      expect(decodedWhatsAppText(await whatsapp.getAttribute("href"))).toContain(L.greeting);
      await expect(footer.getByRole("link", { name: L.social })).toHaveAttribute(
        "href",
        "https://www.instagram.com/campuslar",
      );
      await expect(footer.getByRole("link", { name: /TikTok/ })).toHaveAttribute("rel", "noopener noreferrer");
      // This server has no COMPANY_CRECI: a placeholder that reads as one, never a real-looking number.
      await expect(footer.getByTestId("creci-demo")).toContainText(L.creciDemo);
      await expect(footer).toContainText(L.since);
      await expect(footer).toContainText(`© 2024 CampusLar Intermediação Imobiliária Ltda. ${L.rights}`);
    });
  });

  test.describe(`messaging button (${lang})`, () => {
    test.beforeEach(async ({ context }) => withoutNotice(context));

    test("greets on an ordinary page and closes for the rest of the page's life", async ({ page }) => {
      await page.goto(L.home);
      const link = page.getByRole("link", { name: L.whatsapp, exact: true });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(decodedWhatsAppText(await link.getAttribute("href"))).toContain(L.greeting);

      await waitForHydration(page);
      await page.getByRole("button", { name: L.whatsappClose }).click();
      await expect(link).toBeHidden();

      // A client-side navigation keeps it closed...
      await page.getByRole("banner").getByRole("link", { name: "FAQ", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${L.links[4][1]}$`));
      await expect(page.getByRole("link", { name: L.whatsapp })).toHaveCount(0);
      // ...a full reload brings it back.
      await page.reload();
      await expect(page.getByRole("link", { name: L.whatsapp, exact: true })).toBeVisible();
    });

    for (const purpose of ["rent", "sale"] as const) {
      test(`on a property page (${purpose}), says which property and links to it`, async ({ page, request }) => {
        const list = await request.get(`/v2/properties?purpose=${purpose}&pageSize=1`);
        expect(list.ok()).toBe(true);
        const code: string = (await list.json()).items[0].code;
        const path = purpose === "rent" ? L.propertyPath(code) : L.salePath(code);

        await page.goto(path);
        const link = page.getByRole("link", { name: new RegExp(`WhatsApp.*${code}`) });
        const text = decodedWhatsAppText(await link.getAttribute("href"));
        // The link is absolute, on the site's public origin (PUBLIC_URL), which need not be the test's.
        expect(text.startsWith(L.interested(code))).toBe(true);
        expect(new URL(text.slice(L.interested(code).length)).pathname).toBe(path);
      });
    }
  });

  test.describe(`cookie notice (${lang})`, () => {
    test("is dismissed once and for all, by keyboard", async ({ page }) => {
      await page.goto(L.home);
      const notice = page.getByRole("region", { name: L.notice });
      await expect(notice).toBeVisible();
      await expect(notice).toHaveCSS("position", "fixed");
      await expect(notice.getByRole("link")).toHaveAttribute("href", L.privacy);

      await notice.getByRole("button", { name: L.noticeOk }).focus();
      await page.keyboard.press("Enter");
      await expect(notice).toBeHidden();

      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole("region", { name: L.notice })).toHaveCount(0);
    });

    test("does not sit under the messaging button on a phone", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(L.home);
      // Either may have stepped aside from something it would cover (overlays.spec.ts): their places are compared.
      const notice = page.locator("[data-floating=cookie-notice]");
      await expect(notice).toHaveCount(1);
      const link = page.locator("[data-floating=whatsapp] a");
      await expect
        .poll(async () => {
          const a = await notice.evaluate((element) => element.getBoundingClientRect().top);
          const b = await link.evaluate((element) => element.getBoundingClientRect().bottom);
          return b <= a;
        })
        .toBe(true);
    });
  });

  test.describe(`navigation progress (${lang})`, () => {
    test.beforeEach(async ({ context }) => withoutNotice(context));

    test("shows a progress bar during a slow navigation, then hides it", async ({ page }) => {
      await page.goto(L.home);
      await waitForHydration(page);
      await expect(page.getByRole("progressbar")).toHaveCount(0);

      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.data(\?|$)/, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("banner").getByRole("link", { name: "FAQ", exact: true }).click();
      const bar = page.getByRole("progressbar", { name: L.progress });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveCSS("position", "fixed");
      // Spec §7: the bar's run lasts 5000 ms.
      const duration = await bar.evaluate(
        (element) => element.firstElementChild?.getAnimations()[0]?.effect?.getComputedTiming().duration,
      );
      expect(duration).toBe(NAVIGATION_PROGRESS_MS);
      expect(NAVIGATION_PROGRESS_MS).toBe(5000);
      release();
      await expect(page).toHaveURL(new RegExp(`${L.links[4][1]}$`));
      await expect(page.getByRole("progressbar")).toHaveCount(0);
    });
  });

  test.describe(`accessibility (${lang})`, () => {
    test("axe finds nothing with the notice shown, on a desktop", async ({ page }) => {
      await page.goto(L.home);
      await expect(page.getByRole("region", { name: L.notice })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("axe finds nothing on a phone with the menu open and the notice shown", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(L.home);
      await expect(page.getByRole("region", { name: L.notice })).toBeVisible();
      await page.getByRole("banner").getByRole("button", { name: L.menu }).click();
      await expect(page.getByRole("navigation", { name: lang === "pt" ? "Menu do site" : "Site menu" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("logged in", () => {
  test.beforeEach(async ({ context }) => withoutNotice(context));

  test("shows the first name with the account's pages, and logs out back to the same page", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const email = `shell-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const signup = await request.post("/v2/users/signup", {
      data: { name: "Luíza Andrade Souza", phone: "+55 11 98888-7777", email, password: "Primeira1" },
      // Its own address, so the abuse limit on sign-ups (TRUST_PROXY in the e2e server) counts it alone.
      headers: { "X-Forwarded-For": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    });
    expect(signup.status()).toBe(201);
    const token: string = (await signup.json()).token;
    // The web's session cookie holds the token as React Router's unsigned cookie value (base64 JSON).
    await context.addCookies([
      {
        name: "campuslar_session",
        value: Buffer.from(JSON.stringify(token)).toString("base64"),
        url: baseURL ?? "",
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);

    await page.goto("/faq?x=1");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Entrar" })).toHaveCount(0);
    const menu = banner.getByRole("button", { name: "Conta de Luíza" });
    await expect(menu).toContainText("Luíza");
    await menu.click();
    await expect(banner.getByRole("link", { name: "Minha conta" })).toHaveAttribute("href", "/conta");
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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("the phone menu still opens", async ({ page }) => {
    await page.goto("/en");
    const panel = page.getByRole("navigation", { name: "Site menu" });
    await expect(panel).toBeHidden();
    await page.getByRole("banner").locator("summary").click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/en/sobre");
    await expect(page.getByRole("link", { name: "Talk to us on WhatsApp", exact: true })).toBeVisible();
  });
});
