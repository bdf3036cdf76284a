import { expectNoAxeViolations, screenAt, WIDTH_FOR, waitForHydration } from "@campuslar/e2e/support.ts";
import { expect, test } from "@playwright/test";

/**
 * A home for sale is bought whole: its card and page say nothing of vacancies, residents, room
 * availability or rental costs, and the offer's example comes from its own asking price.
 */

const TEXT = {
  pt: {
    sale: "/venda",
    detail: (code: string) => `/imovel/compra/${code}`,
    numbers: "pt-BR",
    offer: "Sua oferta (R$, opcional)",
    rental: [/vagas? livres?|sem vagas/i, /moradores/i, /disponibilidade dos quartos/i, /vagas disponíveis/i],
    sections: ["Quartos e disponibilidade", "Quanto custa", "Como é morar aqui"],
  },
  en: {
    sale: "/en/venda",
    detail: (code: string) => `/en/imovel/sale/${code}`,
    numbers: "en-US",
    offer: "Your offer (R$, optional)",
    rental: [/vacanc/i, /residents/i, /room availability/i],
    sections: ["Rooms and availability", "What it costs", "Living here"],
  },
} as const;

// What a sale shows is the same at every width: each language runs at one (WIDTH_FOR).
for (const lang of ["pt", "en"] as const) {
  const L = TEXT[lang];
  const width = WIDTH_FOR[lang];
  test.describe(`a sale listing (${lang}, ${width} px)`, () => {
    test.use(screenAt(width));
    // Two pages and an accessibility pass, one after another.
    test.describe.configure({ timeout: 90_000 });

    test("its card and its page show only what fits a sale, and the offer's example is its price", async ({
      page,
      request,
    }) => {
      await page.goto(L.sale);
      const cards = page.locator("main article[data-code]");
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) {
        const text = await card.innerText();
        for (const rental of L.rental) expect(text, (await card.getAttribute("data-code")) ?? "").not.toMatch(rental);
      }

      const code = await cards.first().getAttribute("data-code");
      if (!code) throw new Error("no sale card");
      const listing = (await (await request.get(`/v2/properties/${code}`)).json()) as { salePrice: number };
      await page.goto(L.detail(code));
      // The facts (the description is the owner's own words, left as written).
      const facts = page.locator("#sobre");
      await expect(facts).toBeVisible();
      for (const rental of L.rental) await expect(facts).not.toContainText(rental);
      for (const section of L.sections) await expect(page.getByRole("heading", { name: section })).toHaveCount(0);

      // Money in the spec's format in both languages (issue 34): "1.250.000,00".
      const example = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        listing.salePrice,
      );
      await expect(page.getByLabel(L.offer)).toHaveAttribute("placeholder", example);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  });
}
