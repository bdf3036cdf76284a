import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import type {
  AdminVisitPage,
  OwnerVisit,
  OwnerVisitList,
  StudentVisit,
  VisitReceipt,
  VisitScheduleView,
  VisitSlots,
} from "@campuslar/domain/visits/visit-forms";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { visitExceptions, visitLinks, visitSettings, visits, visitWindows } from "../../db/schema/visits.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { expectedDbKind, useTestApi } from "../../test/test-api.ts";

// Friday 5 March 2027, 09:00 in São Paulo: the next Tuesday is 9 March.
const clock = new Date("2027-03-05T12:00:00Z");

const schedule = {
  modes: ["in_person"],
  windows: [
    { weekday: 2, start: "09:00", end: "11:00" },
    { weekday: 4, start: "18:00", end: "19:00" },
  ],
  exceptions: [{ date: "2027-03-11", closed: true }],
};

describe("visits booked in an owner's free slots", () => {
  const t = useTestApi({ seeded: true, now: () => clock });
  const { signup, staff, call } = testAccounts(t, "visit");
  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
  const ok = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };

  let next = 0;
  /** A seeded published listing handed to `ownerId` (null: staff's own, sponsored). */
  const listingOf = async (ownerId: string | null) => {
    const rows = await t.handle.db
      .select({ code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .orderBy(asc(properties.id))
      .limit(++next);
    const code = rows[next - 1]?.code as string;
    const [listing] = await t.handle.db
      .update(properties)
      .set({ ownerId, sponsored: ownerId === null })
      .where(eq(properties.code, code))
      .returning({ id: properties.id });
    // The demo seed gives most listings weekly hours (issue 34.10): these tests start from none.
    const id = listing?.id as number;
    await t.handle.db.delete(visitWindows).where(eq(visitWindows.propertyId, id));
    await t.handle.db.delete(visitExceptions).where(eq(visitExceptions.propertyId, id));
    await t.handle.db.delete(visitSettings).where(eq(visitSettings.propertyId, id));
    return code;
  };
  const booking = (startsAt: string, over: Record<string, unknown> = {}) => ({
    startsAt,
    mode: "in_person",
    name: "Ana Souza",
    email: "ana@example.com",
    phone: "(11) 98765-4321",
    ...over,
  });
  const slotsOf = async (code: string) =>
    ok<VisitSlots>(await call(undefined, "GET", `/v2/properties/${code}/visit-slots`));
  const book = (code: string, body: unknown, lang = "pt") =>
    call(undefined, "POST", `/v2/properties/${code}/visits`, body, lang);
  /** The token of the owner's link in the latest request e-mail of a visit starting at `startsAt`. */
  const ownerLinkOf = async (startsAt: string) => {
    const mails = await t.handle.db
      .select({ template: emailOutbox.template, text: emailOutbox.textBody, calendar: emailOutbox.calendar })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "visit_requested_owner"))
      .orderBy(desc(emailOutbox.id));
    const uid = (
      await t.handle.db
        .select({ id: visits.id })
        .from(visits)
        .where(eq(visits.startsAt, new Date(startsAt)))
    ).map((v) => v.id);
    const mail = mails.find((m) => uid.some((id) => m.calendar?.content.includes(`visit-${id}@`)));
    return /\/visitas\/proprietario\/([\w-]+)/.exec(mail?.text ?? "")?.[1] as string;
  };

  it("lets the owner and staff read and replace a schedule, and nobody else", async () => {
    const owner = await signup("Olga Dona");
    const other = await signup("Otto Outro");
    const team = await staff();
    const code = await listingOf(owner.id);
    const path = `/v2/owner/listings/${code}/visit-schedule`;

    const empty = await ok<VisitScheduleView>(await call(owner.token, "GET", path));
    expect(empty).toMatchObject({ propertyCode: code, modes: [], windows: [], exceptions: [] });
    const saved = await ok<VisitScheduleView>(await call(owner.token, "PUT", path, schedule));
    expect(saved.windows).toEqual(schedule.windows);
    expect(saved.exceptions).toEqual([{ date: "2027-03-11", closed: true, windows: [] }]);

    expect((await call(other.token, "GET", path)).status).toBe(404);
    expect((await call(other.token, "PUT", path, schedule)).status).toBe(404);
    expect((await call(undefined, "GET", path)).status).toBe(401);
    // Staff keep any listing's schedule, a sponsored customer's without an owner account included.
    const sponsored = await listingOf(null);
    const video = { ...schedule, modes: ["video"], videoKind: "whatsapp", videoPhone: "+49 151 23456789" };
    const byStaff = await ok<VisitScheduleView>(
      await call(team.token, "PUT", `/v2/owner/listings/${sponsored}/visit-schedule`, video),
    );
    expect(byStaff).toMatchObject({ modes: ["video"], videoKind: "whatsapp", videoPhone: "+4915123456789" });
    expect((await call(team.token, "GET", path)).status).toBe(200);
  });

  it("refuses a bad schedule next to its field, in the reader's language", async () => {
    const owner = await signup();
    const path = `/v2/owner/listings/${await listingOf(owner.id)}/visit-schedule`;
    const bad = {
      modes: ["in_person", "video"],
      videoKind: "link",
      videoLink: "http://meet.example",
      windows: [{ weekday: 1, start: "10:00", end: "09:00" }],
      exceptions: [],
    };
    const pt = await errorOf(await call(owner.token, "PUT", path, bad, "pt"));
    expect(pt.fields).toEqual({
      "windows.0.end":
        "uma janela de visitas deve começar antes de terminar, em horas cheias ou meias horas, dentro do dia",
      videoLink: "informe o link da videochamada, começando com https://",
    });
    const en = await errorOf(await call(owner.token, "PUT", path, bad, "en"));
    expect(en.fields?.videoLink).toBe("enter the video link, starting with https://");
  });

  it("offers the free slots of the next 14 days on São Paulo's clock, without closed days", async () => {
    const owner = await signup();
    const code = await listingOf(owner.id);
    expect(await slotsOf(code)).toMatchObject({ modes: [], days: [] });
    await ok(await call(owner.token, "PUT", `/v2/owner/listings/${code}/visit-schedule`, schedule));
    const slots = await slotsOf(code);
    expect(slots).toMatchObject({ timeZone: "America/Sao_Paulo", slotMinutes: 30, modes: ["in_person"] });
    // Tuesdays 9 and 16 March, Thursday 18 March; Thursday 11 March is closed.
    expect(slots.days.map((d) => d.date)).toEqual(["2027-03-09", "2027-03-16", "2027-03-18"]);
    expect(slots.days[0]?.slots[0]).toEqual({
      startsAt: "2027-03-09T12:00:00.000Z",
      endsAt: "2027-03-09T12:30:00.000Z",
      localTime: "09:00",
    });
    expect(slots.days[2]?.slots.map((s) => [s.localTime, s.startsAt])).toEqual([
      ["18:00", "2027-03-18T21:00:00.000Z"],
      ["18:30", "2027-03-18T21:30:00.000Z"],
    ]);
    expect((await call(undefined, "GET", "/v2/properties/XX99999/visit-slots")).status).toBe(404);
  });

  it("books a free slot once, and explains every refusal next to its field", async () => {
    const owner = await signup();
    const code = await listingOf(owner.id);
    await ok(await call(owner.token, "PUT", `/v2/owner/listings/${code}/visit-schedule`, schedule));
    const receipt = await ok<VisitReceipt>(
      await book(code, booking("2027-03-09T12:30:00.000Z", { phone: "0151 23456789", phoneCountry: "DE" })),
      201,
    );
    expect(receipt.message).toMatch(/^Visita solicitada/);
    expect(receipt.visit).toMatchObject({
      status: "requested",
      localDate: "2027-03-09",
      localTime: "09:30",
      changeable: true,
    });
    const [row] = await t.handle.db.select().from(visits).where(eq(visits.id, receipt.visit.id));
    expect(row).toMatchObject({ phone: "+4915123456789", email: "ana@example.com", locale: "pt" });
    // Gone for the next visitor.
    const times = (await slotsOf(code)).days[0]?.slots.map((s) => s.localTime);
    expect(times).toEqual(["09:00", "10:00", "10:30"]);

    const again = await book(code, booking("2027-03-09T12:30:00.000Z"), "en");
    expect(again.status).toBe(409);
    expect((await errorOf(again)).fields).toEqual({
      startsAt: "someone has just booked this time; please choose another one",
    });
    const offHours = await book(code, booking("2027-03-09T15:00:00.000Z"));
    expect(offHours.status).toBe(400);
    expect((await errorOf(offHours)).fields).toEqual({
      startsAt: "este horário não está mais livre; por favor, escolha outro",
    });
    const video = await book(code, booking("2027-03-09T12:00:00.000Z", { mode: "video" }), "en");
    expect(video.status).toBe(400);
    expect((await errorOf(video)).fields).toEqual({ mode: "the owner does not offer visits this way" });
    const blank = await errorOf(await book(code, { startsAt: "", name: " ", email: "x", phone: "" }, "en"));
    expect(blank.fields).toEqual({
      startsAt: "please choose a time for the visit",
      mode: "please choose how to visit",
      name: "please tell us your name",
      email: "the e-mail is invalid",
      phone: "please tell us your phone",
    });
  });

  it("lets the student see, move and cancel the visit by its link", async () => {
    const owner = await signup();
    const code = await listingOf(owner.id);
    await ok(await call(owner.token, "PUT", `/v2/owner/listings/${code}/visit-schedule`, schedule));
    const { token } = await ok<VisitReceipt>(await book(code, booking("2027-03-09T12:00:00.000Z")), 201);
    const seen = await ok<StudentVisit>(await call(undefined, "GET", `/v2/visits/${token}`, undefined, "en"));
    expect(seen).toMatchObject({
      propertyCode: code,
      localTime: "09:00",
      status: "requested",
      address: expect.any(String),
    });

    const moved = await ok<StudentVisit>(
      await call(undefined, "POST", `/v2/visits/${token}/reschedule`, { startsAt: "2027-03-18T21:00:00.000Z" }),
    );
    expect(moved).toMatchObject({ localDate: "2027-03-18", localTime: "18:00", status: "requested" });
    // The old slot is free again, the new one taken.
    const days = (await slotsOf(code)).days;
    expect(days[0]?.slots.map((s) => s.localTime)).toContain("09:00");
    expect(days.find((d) => d.date === "2027-03-18")?.slots.map((s) => s.localTime)).toEqual(["18:30"]);
    const same = await call(
      undefined,
      "POST",
      `/v2/visits/${token}/reschedule`,
      { startsAt: "2027-03-18T21:00:00.000Z" },
      "en",
    );
    expect(same.status).toBe(400);
    expect((await errorOf(same)).fields?.startsAt).toBe("the visit is already at this time; choose another one");

    const cancelled = await ok<StudentVisit>(await call(undefined, "POST", `/v2/visits/${token}/cancel`));
    expect(cancelled).toMatchObject({ status: "cancelled", changeable: false });
    expect((await call(undefined, "POST", `/v2/visits/${token}/cancel`)).status).toBe(409);
    expect((await call(undefined, "GET", "/v2/visits/not-a-token")).status).toBe(404);
    // A cancelled visit holds no slot: the same time can be booked again.
    await ok(await book(code, booking("2027-03-18T21:00:00.000Z")), 201);
  });

  it("lets the owner confirm or decline, signed in or by their link, and nobody else", async () => {
    const owner = await signup();
    const other = await signup();
    const code = await listingOf(owner.id);
    await ok(await call(owner.token, "PUT", `/v2/owner/listings/${code}/visit-schedule`, schedule));
    const first = await ok<VisitReceipt>(await book(code, booking("2027-03-16T12:00:00.000Z")), 201);
    const second = await ok<VisitReceipt>(await book(code, booking("2027-03-16T12:30:00.000Z")), 201);

    const list = await ok<OwnerVisitList>(await call(owner.token, "GET", "/v2/owner/visits"));
    expect(list.items.map((v) => v.localTime)).toEqual(["09:00", "09:30"]);
    expect(list.items[0]).toMatchObject({ name: "Ana Souza", phone: "+5511987654321", decidable: true });
    expect((await ok<OwnerVisitList>(await call(other.token, "GET", "/v2/owner/visits"))).items).toEqual([]);

    const id = first.visit.id;
    expect((await call(other.token, "POST", `/v2/owner/visits/${id}/confirm`)).status).toBe(404);
    expect((await call(undefined, "POST", `/v2/owner/visits/${id}/confirm`)).status).toBe(401);
    const confirmed = await ok<OwnerVisit>(await call(owner.token, "POST", `/v2/owner/visits/${id}/confirm`));
    expect(confirmed.status).toBe("confirmed");
    expect((await ok<StudentVisit>(await call(undefined, "GET", `/v2/visits/${first.token}`))).status).toBe(
      "confirmed",
    );

    const ownerToken = await ownerLinkOf(second.visit.startsAt);
    expect((await ok<OwnerVisit>(await call(undefined, "GET", `/v2/visits/owner/${ownerToken}`))).status).toBe(
      "requested",
    );
    const declined = await ok<OwnerVisit>(await call(undefined, "POST", `/v2/visits/owner/${ownerToken}/decline`));
    expect(declined).toMatchObject({ status: "declined", decidable: false });
    const late = await call(undefined, "POST", `/v2/visits/owner/${ownerToken}/confirm`, undefined, "en");
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe("this visit was cancelled or declined and can no longer change");
  });

  it("keeps the door number and the owner's WhatsApp from the student until the owner confirms", async () => {
    const owner = await signup();
    const code = await listingOf(owner.id);
    await t.handle.db.update(properties).set({ number: "Fundos 7C" }).where(eq(properties.code, code));
    const both = { ...schedule, modes: ["in_person", "video"], videoKind: "whatsapp", videoPhone: "+49 151 23456789" };
    await ok(await call(owner.token, "PUT", `/v2/owner/listings/${code}/visit-schedule`, both));
    const studentMails = async (email: string) =>
      t.handle.db
        .select({ text: emailOutbox.textBody, calendar: emailOutbox.calendar })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email));
    const leaks = (text: string) => text.includes("Fundos 7C") || text.replace(/\s/g, "").includes("15123456789");

    const inPerson = await ok<VisitReceipt>(
      await book(code, booking("2027-03-09T12:00:00.000Z", { email: "porta@example.com" })),
      201,
    );
    const video = await ok<VisitReceipt>(
      await book(code, booking("2027-03-09T12:30:00.000Z", { mode: "video", email: "zap@example.com" }), "en"),
      201,
    );
    expect(inPerson.visit.address).toMatch(/^[^,]+ – /);
    expect(inPerson.visit.address).not.toContain("Fundos 7C");
    expect(video.visit).toMatchObject({ videoPhone: null, videoLink: null });
    const pendingMails = [...(await studentMails("porta@example.com")), ...(await studentMails("zap@example.com"))];
    expect(pendingMails.length).toBeGreaterThan(0);
    for (const mail of pendingMails) expect(leaks(JSON.stringify(mail))).toBe(false);
    expect(JSON.stringify(await studentMails("zap@example.com"))).toContain("comes once they confirm");

    // Declined: still nothing, by the API or in the e-mail.
    const declined = await ok<OwnerVisit>(
      await call(owner.token, "POST", `/v2/owner/visits/${video.visit.id}/decline`),
    );
    expect(declined.status).toBe("declined");
    const afterDecline = await ok<StudentVisit>(await call(undefined, "GET", `/v2/visits/${video.token}`));
    expect(afterDecline).toMatchObject({ status: "declined", videoPhone: null, videoLink: null });
    for (const mail of await studentMails("zap@example.com")) expect(leaks(JSON.stringify(mail))).toBe(false);

    // Confirmed: the door number, on the page and in the confirmation and reminder e-mails.
    await ok(await call(owner.token, "POST", `/v2/owner/visits/${inPerson.visit.id}/confirm`));
    const confirmed = await ok<StudentVisit>(await call(undefined, "GET", `/v2/visits/${inPerson.token}`));
    expect(confirmed.address).toContain(", Fundos 7C – ");
    const withNumber = (await studentMails("porta@example.com")).filter((m) => m.text.includes(", Fundos 7C – "));
    expect(withNumber.length).toBe(2);
    // And a confirmed video visit gives the owner's WhatsApp.
    const again = await ok<VisitReceipt>(
      await book(code, booking("2027-03-16T12:00:00.000Z", { mode: "video", email: "zap2@example.com" })),
      201,
    );
    await ok(await call(owner.token, "POST", `/v2/owner/visits/${again.visit.id}/confirm`));
    const call2 = await ok<StudentVisit>(await call(undefined, "GET", `/v2/visits/${again.token}`));
    expect(call2.videoPhone).toBe("+4915123456789");
    expect(
      (await studentMails("zap2@example.com")).some((m) => m.text.replace(/\s/g, "").includes("+4915123456789")),
    ).toBe(true);
  });

  it("stores only a hash of each link's token, and lets the links lapse a week after the visit", async () => {
    const owner = await signup();
    const code = await listingOf(owner.id);
    await ok(await call(owner.token, "PUT", `/v2/owner/listings/${code}/visit-schedule`, schedule));
    const startsAt = "2027-03-18T21:30:00.000Z";
    const { token, visit } = await ok<VisitReceipt>(await book(code, booking(startsAt)), 201);
    const ownerToken = await ownerLinkOf(startsAt);
    expect(ownerToken).toBeTruthy();
    const stored = await t.handle.db.select().from(visitLinks).where(eq(visitLinks.visitId, visit.id));
    expect(stored.length).toBeGreaterThanOrEqual(2);
    const hashes = stored.map((l) => l.tokenHash);
    expect(hashes).not.toContain(token);
    expect(hashes).not.toContain(ownerToken);
    expect(JSON.stringify(await t.handle.db.select().from(visits).where(eq(visits.id, visit.id)))).not.toContain(token);
    // Both links open the visit, until seven days after it ends.
    expect((await call(undefined, "GET", `/v2/visits/${token}`)).status).toBe(200);
    expect((await call(undefined, "GET", `/v2/visits/owner/${ownerToken}`)).status).toBe(200);
    const day = 24 * 60 * 60 * 1000;
    const moveVisit = (to: number) =>
      t.handle.db
        .update(visits)
        .set({ startsAt: new Date(to - 30 * 60_000), endsAt: new Date(to) })
        .where(eq(visits.id, visit.id));
    // The file's clock stands at 5 March 12:00: a visit that ended 7 days before minus a minute still opens.
    await moveVisit(clock.getTime() - 7 * day + 60_000);
    expect((await call(undefined, "GET", `/v2/visits/${token}`)).status).toBe(200);
    await moveVisit(clock.getTime() - 7 * day);
    const lapsed = await call(undefined, "GET", `/v2/visits/${token}`, undefined, "en");
    expect(lapsed.status).toBe(404);
    expect((await errorOf(lapsed)).message).toBe("this visit link is invalid or has expired");
    expect((await call(undefined, "GET", `/v2/visits/owner/${ownerToken}`)).status).toBe(404);
    expect((await call(undefined, "POST", `/v2/visits/owner/${ownerToken}/confirm`)).status).toBe(404);
  });

  it("cancels the coming visits of a listing whose owner deletes the account, and tells both sides", async () => {
    const owner = await signup("Otávio Dono", "en");
    const code = await listingOf(owner.id);
    await ok(await call(owner.token, "PUT", `/v2/owner/listings/${code}/visit-schedule`, schedule));
    const waiting = await ok<VisitReceipt>(
      await book(code, booking("2027-03-09T13:00:00.000Z", { email: "sai1@example.com" })),
      201,
    );
    const confirmed = await ok<VisitReceipt>(
      await book(code, booking("2027-03-09T13:30:00.000Z", { email: "sai2@example.com" })),
      201,
    );
    await ok(await call(owner.token, "POST", `/v2/owner/visits/${confirmed.visit.id}/confirm`));
    const ownerToken = await ownerLinkOf("2027-03-09T13:00:00.000Z");
    expect((await call(undefined, "GET", `/v2/visits/owner/${ownerToken}`)).status).toBe(200);

    const gone = await call(owner.token, "DELETE", "/v2/user/me", { password: "Segura1" });
    expect(gone.status, await gone.clone().text()).toBe(204);

    for (const { token } of [waiting, confirmed]) {
      const seen = await ok<StudentVisit>(await call(undefined, "GET", `/v2/visits/${token}`));
      expect(seen).toMatchObject({ status: "cancelled", changeable: false });
      const move = await call(undefined, "POST", `/v2/visits/${token}/reschedule`, {
        startsAt: "2027-03-16T13:00:00.000Z",
      });
      expect(move.status).toBe(409);
    }
    // The owner's links open nothing any more: neither the student's contact nor a confirmation.
    expect((await call(undefined, "GET", `/v2/visits/owner/${ownerToken}`)).status).toBe(404);
    expect((await call(undefined, "POST", `/v2/visits/owner/${ownerToken}/confirm`)).status).toBe(404);
    const told = await t.handle.db
      .select({ to: emailOutbox.toAddress, locale: emailOutbox.locale, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(inArray(emailOutbox.template, ["visit_withdrawn_student", "visit_withdrawn_owner"]));
    const toStudents = told.filter((m) => m.to.startsWith("sai"));
    expect(toStudents.map((m) => m.to).sort()).toEqual(["sai1@example.com", "sai2@example.com"]);
    expect(toStudents.every((m) => m.locale === "pt" && m.subject.startsWith("Visita cancelada"))).toBe(true);
    const toOwner = told.filter((m) => m.to === owner.email);
    expect(toOwner).toHaveLength(2);
    expect(toOwner.every((m) => m.locale === "en" && m.subject.startsWith("Visit cancelled"))).toBe(true);
  });

  it("shows staff every visit, filtered by status and day, and nobody else", async () => {
    const team = await staff();
    const owner = await signup();
    const page = await ok<AdminVisitPage>(await call(team.token, "GET", "/v2/admin/visits"));
    expect(page.total).toBeGreaterThan(0);
    const confirmed = await ok<AdminVisitPage>(await call(team.token, "GET", "/v2/admin/visits?status=confirmed"));
    expect(confirmed.items.length).toBeGreaterThan(0);
    expect(confirmed.items.every((v) => v.status === "confirmed")).toBe(true);
    const day = await ok<AdminVisitPage>(
      await call(team.token, "GET", "/v2/admin/visits?from=2027-03-18&to=2027-03-18"),
    );
    expect(day.items.every((v) => v.localDate === "2027-03-18")).toBe(true);
    expect(day.items.length).toBeGreaterThan(0);
    expect((await call(owner.token, "GET", "/v2/admin/visits")).status).toBe(403);
    // Staff answer for any listing, signed in, as its owner would.
    const requested = await ok<AdminVisitPage>(await call(team.token, "GET", "/v2/admin/visits?status=requested"));
    const waiting = requested.items.find((v) => v.decidable);
    expect(waiting).toBeDefined();
    const declined = await ok<OwnerVisit>(await call(team.token, "POST", `/v2/owner/visits/${waiting?.id}/decline`));
    expect(declined.status).toBe("declined");
    expect(page.items.every((v) => typeof v.sponsored === "boolean")).toBe(true);
    const bad = await call(team.token, "GET", "/v2/admin/visits?status=maybe", undefined, "en");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ status: "unknown status" });
  });

  it("never lets two people book one slot, however close together they ask", async () => {
    const owner = await signup();
    const code = await listingOf(owner.id);
    await ok(await call(owner.token, "PUT", `/v2/owner/listings/${code}/visit-schedule`, schedule));
    const startsAt = "2027-03-16T13:30:00.000Z";
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(code, booking(startsAt, { email: `aluno${i}@example.com` }))),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const live = await t.handle.db
      .select()
      .from(visits)
      .where(eq(visits.startsAt, new Date(startsAt)));
    expect(live).toHaveLength(1);
    expect(expectedDbKind()).toBe(t.handle.kind);
  });

  it("holds the rule in the database too: a second live visit of one slot is refused", async () => {
    const owner = await signup();
    const code = await listingOf(owner.id);
    const [listing] = await t.handle.db.select({ id: properties.id }).from(properties).where(eq(properties.code, code));
    const row = (n: number, status: "requested" | "cancelled" = "requested") => ({
      propertyId: listing?.id as number,
      startsAt: new Date("2027-03-23T12:00:00Z"),
      endsAt: new Date("2027-03-23T12:30:00Z"),
      mode: "in_person" as const,
      name: "A",
      email: "a@example.com",
      phone: "+5511987654321",
      status,
      sequence: n,
    });
    await t.handle.db.insert(visits).values(row(1, "cancelled"));
    await t.handle.db.insert(visits).values(row(2));
    await expect(t.handle.db.insert(visits).values(row(3))).rejects.toThrow();
  });
});
