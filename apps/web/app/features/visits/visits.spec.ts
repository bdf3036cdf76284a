import { waitForMail } from "@campuslar/e2e/mail.ts";
import {
  expectNoAxeViolations,
  freshVisitor,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  WIDTH_FOR,
  waitForHydration,
} from "@campuslar/e2e/support.ts";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";

/*
 * Visits booked in an owner's free slots (issue 23), in both languages, in a real browser: the
 * owner's side (staff, who keep any listing's hours) opens a listing's visit hours, logs in and
 * sets a window every day, and without JavaScript gives an exceptional day two windows; a
 * student picks a free slot on the property page, is told what is missing next to the
 * field with what was typed kept, books, and lands on their visit; the next visitor no longer
 * sees that slot; the student cancels, and the owner's answer that comes too late is refused
 * in a sentence of its own.
 */

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => freshVisitor(context));

const TEXT = {
  pt: {
    prefix: "",
    login: { email: "E-mail", password: "Senha", button: "Entrar" },
    inPerson: "Presencial",
    save: "Salvar horários",
    saved: "Horários salvos.",
    exception: "Exceção 1",
    window: "Janela",
    date: "Data",
    from: "De",
    to: "Até",
    section: "Agendar visita",
    name: "Seu nome",
    email: "Seu e-mail",
    phone: "Seu telefone (WhatsApp)",
    submit: "Agendar visita",
    nameRequired: "por favor, informe seu nome",
    booked: "Visita solicitada!",
    cancel: "Cancelar a visita",
    cancelled: "Visita cancelada.",
    statusCancelled: "Cancelada",
    statusConfirmed: "Confirmada",
    ownerConfirm: "Confirmar visita",
    ownerConfirmed: "Visita confirmada. Avisamos o estudante.",
    ownerDecline: "Recusar",
    tooLate: "Esta visita foi cancelada ou recusada e não pode mais ser alterada.",
    zone: "(horário de Brasília)",
  },
  en: {
    prefix: "/en",
    login: { email: "Email", password: "Password", button: "Log in" },
    inPerson: "In person",
    save: "Save the hours",
    saved: "Hours saved.",
    exception: "Exception 1",
    window: "Window",
    date: "Date",
    from: "From",
    to: "To",
    section: "Schedule a visit",
    name: "Your name",
    email: "Your e-mail",
    phone: "Your phone (WhatsApp)",
    submit: "Book the visit",
    nameRequired: "please tell us your name",
    booked: "Visit requested!",
    cancel: "Cancel the visit",
    cancelled: "Visit cancelled.",
    statusCancelled: "Cancelled",
    statusConfirmed: "Confirmed",
    ownerConfirm: "Confirm the visit",
    ownerConfirmed: "Visit confirmed. We told the student.",
    ownerDecline: "Decline",
    tooLate: "This visit was cancelled or declined and can no longer change.",
    zone: "(São Paulo time)",
  },
} as const;

/**
 * A rental of the seed, one per language, from two types that share no listing: the two tests
 * run at once and must never book, confirm or cancel on one listing. Ordered by price, the
 * dearest first, so listings other specs publish meanwhile do not move the pick. A retry (or a
 * repeat) takes another: an earlier try's hours, exceptions and bookings stay on its listing.
 */
async function listingFor(request: APIRequestContext, locale: "pt" | "en", attempt: number): Promise<string> {
  const type = locale === "pt" ? "apartamento" : "coliving";
  const response = await request.get(`/v2/properties?purpose=rent&type=${type}&order=price_desc&pageSize=10`);
  const { items } = (await response.json()) as { items: { code: string }[] };
  const code = items[3 + attempt]?.code;
  if (!code) throw new Error(`the seed lacks ${type} rentals`);
  return code;
}

async function visitorPage(browser: Browser, width: number, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  await freshVisitor(context);
  return context.newPage();
}

for (const locale of ["pt", "en"] as const) {
  const x = TEXT[locale];

  test(`an owner opens visit hours, a student books a free slot and cancels it (${locale})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const code = await listingFor(request, locale, 2 * testInfo.repeatEachIndex + testInfo.retry);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The owner's side: the listing's visit hours, after logging in.
    await page.goto(`${x.prefix}/meus-imoveis/${code}/visitas`);
    await expect(page).toHaveURL(/\/entrar/);
    // A click in the instant React takes over a page is lost: every form and link is used once
    // the page is live.
    await waitForHydration(page);
    await page.getByLabel(x.login.email, { exact: true }).fill(STAFF_EMAIL);
    await page.getByLabel(x.login.password, { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole("main").getByRole("button", { name: x.login.button }).click();
    await expect(page).toHaveURL(new RegExp(`/meus-imoveis/${code}/visitas$`));
    await waitForHydration(page);
    await page.getByRole("checkbox", { name: x.inPerson }).check();
    for (const day of [0, 1, 2, 3, 4, 5, 6]) {
      await page.locator(`select[name="w-${day}-0-start"]`).selectOption("07:00");
      await page.locator(`select[name="w-${day}-0-end"]`).selectOption("23:00");
    }
    await page.getByRole("button", { name: x.save }).click();
    await expect(page.getByRole("status").filter({ hasText: x.saved })).toBeVisible();
    await expectNoAxeViolations(page);

    // Without JavaScript, an exceptional day a month ahead (beyond the slots offered) gets a
    // window; saved, the day offers a second row, which takes another; both stay.
    const plain = await browser.newContext({
      viewport: { width: WIDTH_FOR[locale], height: 900 },
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const owner = await plain.newPage();
    await owner.goto(`${x.prefix}/meus-imoveis/${code}/visitas`);
    const exceptionDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const exception = owner.getByRole("group", { name: x.exception, exact: true });
    const dayWindow = (n: number) =>
      owner.getByRole("group", { name: `${x.exception} · ${x.window} ${n}`, exact: true });
    await exception.getByLabel(x.date, { exact: true }).fill(exceptionDay);
    await dayWindow(1).getByRole("combobox", { name: x.from, exact: true }).selectOption("09:00");
    await dayWindow(1).getByRole("combobox", { name: x.to, exact: true }).selectOption("11:00");
    await expect(dayWindow(2)).toHaveCount(0);
    await owner.getByRole("button", { name: x.save }).click();
    await expect(owner.getByRole("status").filter({ hasText: x.saved })).toBeVisible();
    await dayWindow(2).getByRole("combobox", { name: x.from, exact: true }).selectOption("14:00");
    await dayWindow(2).getByRole("combobox", { name: x.to, exact: true }).selectOption("16:00");
    await owner.getByRole("button", { name: x.save }).click();
    await expect(owner.getByRole("status").filter({ hasText: x.saved })).toBeVisible();
    await owner.goto(`${x.prefix}/meus-imoveis/${code}/visitas`);
    await expect(exception.getByLabel(x.date, { exact: true })).toHaveValue(exceptionDay);
    await expect(dayWindow(1).getByRole("combobox", { name: x.from, exact: true })).toHaveValue("09:00");
    await expect(dayWindow(1).getByRole("combobox", { name: x.to, exact: true })).toHaveValue("11:00");
    await expect(dayWindow(2).getByRole("combobox", { name: x.from, exact: true })).toHaveValue("14:00");
    await expect(dayWindow(2).getByRole("combobox", { name: x.to, exact: true })).toHaveValue("16:00");
    await plain.close();

    // A student picks a free slot on the property page: the second, not the first, which is the
    // one just past the two hours' notice and leaves the list when a half hour passes mid-test.
    const student = await visitorPage(browser, WIDTH_FOR[locale]);
    await student.goto(`${x.prefix}/imovel/${code}`);
    await waitForHydration(student);
    const section = student.locator("#visita");
    await expect(section.getByRole("heading", { name: x.section })).toBeVisible();
    const pickedSlot = section.getByRole("link").nth(1);
    expect((await pickedSlot.getAttribute("aria-label")) ?? "").not.toBe("");
    // The same slot on another visitor's page: its link's name carries that visitor's own time.
    const slotHref = (await pickedSlot.getAttribute("href")) ?? "";
    expect(slotHref).toContain("slot=");
    await pickedSlot.click();
    await expect(student.getByTestId("chosen-slot")).toContainText(x.zone);
    await waitForHydration(student);

    // Without a name: said next to the field, and the e-mail typed is kept.
    await student.getByLabel(x.email, { exact: true }).fill("aluna.visita@example.com");
    await student.getByLabel(x.phone, { exact: true }).fill("(11) 98765-4321");
    await student.getByRole("button", { name: x.submit }).click();
    await expect(student.getByText(x.nameRequired)).toBeVisible();
    await expect(student.getByLabel(x.email, { exact: true })).toHaveValue("aluna.visita@example.com");
    await expectNoAxeViolations(student);
    await student.getByLabel(x.name, { exact: true }).fill("Ana Visitante");
    const bookedAt = Date.now() - 1_000;
    await student.getByRole("button", { name: x.submit }).click();
    await expect(student.getByRole("status").filter({ hasText: x.booked })).toBeVisible();
    await expect(student.getByTestId("visit-when")).toContainText(x.zone);
    await expectNoAxeViolations(student);
    const visitUrl = student.url();

    // The listing's owner (a seeded account) confirms from the link of their e-mail, and the
    // student's page says so.
    const ownerMail = await waitForMail(null, {
      template: "visit_requested_owner",
      since: bookedAt,
      containing: code,
    });
    const ownerToken = /\/visitas\/proprietario\/([\w-]+)/.exec(ownerMail)?.[1];
    expect(ownerToken, "the owner's link in the e-mail").toBeTruthy();
    await page.goto(`${x.prefix}/visitas/proprietario/${ownerToken}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: x.ownerConfirm }).click();
    await expect(page.getByRole("status").filter({ hasText: x.ownerConfirmed })).toBeVisible();
    await expect(page.getByTestId("visit-status")).toHaveText(x.statusConfirmed);
    await expectNoAxeViolations(page);
    await student.reload();
    await expect(student.getByTestId("visit-status")).toHaveText(x.statusConfirmed);

    // The next visitor, without JavaScript, no longer sees that slot, and books another one.
    const next = await visitorPage(browser, WIDTH_FOR[locale], false);
    await next.goto(`${x.prefix}/imovel/${code}`);
    await expect(next.locator("#visita").getByRole("heading", { name: x.section })).toBeVisible();
    await expect(next.locator(`#visita a[href="${slotHref}"]`)).toHaveCount(0);
    await next.locator("#visita").getByRole("link").first().click();
    await next.getByLabel(x.email, { exact: true }).fill("sem.js@example.com");
    await next.getByLabel(x.phone, { exact: true }).fill("+49 151 23456789");
    await next.getByRole("button", { name: x.submit }).click();
    await expect(next.getByText(x.nameRequired)).toBeVisible();
    await expect(next.getByLabel(x.phone, { exact: true })).toHaveValue("+49 151 23456789");
    await next.getByLabel(x.name, { exact: true }).fill("Lena Ohne");
    await next.getByRole("button", { name: x.submit }).click();
    await expect(next.getByRole("status").filter({ hasText: x.booked })).toBeVisible();
    await next.goto(`${x.prefix}/imovel/${code}`);

    // The student cancels from their visit's page; the slot is offered again.
    // A click in the instant React takes over the page can be lost (no post, neither native
    // nor the router's): press the button once the page is live.
    await student.goto(visitUrl);
    await waitForHydration(student);
    await student.getByRole("button", { name: x.cancel }).click();
    await expect(student.getByRole("status").filter({ hasText: x.cancelled })).toBeVisible();
    await expect(student.getByTestId("visit-status")).toHaveText(x.statusCancelled);
    await next.reload();
    await expect(next.locator(`#visita a[href="${slotHref}"]`)).toHaveCount(1);

    // The owner's page, still open, declines the visit now cancelled: refused, in a sentence.
    await page.getByRole("button", { name: x.ownerDecline }).click();
    await expect(page.getByRole("alert")).toHaveText(x.tooLate);
  });
}
