import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rentals } from "../../db/schema/rentals.ts";
import { type RentalMailEvent, rentalEmail } from "../../mail/rental-emails.ts";
import { emailsTo, partiesWithRent } from "../../routes/rentals/rental-test-kit.ts";
import { rentalInState } from "../../test/rental-fixtures.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";
import { tellRental } from "./rental-mail.ts";

/* The e-mails of a proposal and its answer (issue 35, point 9): in the reader's language, with the rental's link. */

const facts = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  code: "ALK7M3Q",
  listing: { code: "SP10001", titlePt: "Apartamento na Bela Vista", titleEn: "Flat in Bela Vista" },
  moveIn: "2027-03-01",
  months: 12,
  monthlyRentCents: 250_000,
  declineReason: "stay_too_short" as const,
};
const EVENTS: RentalMailEvent[] = [
  "proposed",
  "accepted",
  "declined",
  "countered",
  "counter_accepted",
  "counter_declined",
  "withdrawn",
  "expired_student",
  "expired_owner",
  "counter_expired_student",
  "counter_expired_owner",
  "closed",
];

describe("a rental's e-mails", () => {
  it("speak the reader's language and lead to the rental's page in it", () => {
    for (const event of EVENTS) {
      const pt = rentalEmail(event, facts, { name: "Rita", email: "rita@example.com", locale: "pt" }, "https://x.br/");
      const en = rentalEmail(event, facts, { name: "Ana", email: "ana@example.com", locale: "en" }, "https://x.br/");
      expect(pt.text).toContain(`https://x.br/alugueis/${facts.id}`);
      expect(pt.text).toContain("Apartamento na Bela Vista (código SP10001)");
      expect(pt.text).toContain("Entrada: 01/03/2027");
      expect(pt.html).toContain(`href="https://x.br/alugueis/${facts.id}"`);
      expect(en.text).toContain(`https://x.br/en/alugueis/${facts.id}`);
      expect(en.text).toContain("Flat in Bela Vista (code SP10001)");
      expect(en.subject).not.toBe(pt.subject);
      expect(pt.template).toBe(`rental_${event}`);
    }
    const declined = rentalEmail(
      "declined",
      facts,
      { name: "Ana", email: "a@example.com", locale: "en" },
      "https://x.br",
    );
    expect(declined.text).toContain("Reason: The stay is too short");
  });

  describe("to the owner's side", () => {
    const t = useTestApi({ seeded: true });
    const accounts = testAccounts(t, "rmail");

    it("go to staff when the listing has no owner account", async () => {
      const parties = await partiesWithRent(t.handle, accounts);
      const rental = await rentalInState(t.handle, parties, "proposed");
      const [ownerless] = await t.handle.db
        .update(rentals)
        .set({ ownerId: null })
        .where(eq(rentals.id, rental.id))
        .returning();
      if (!ownerless) throw new Error("no rental");
      const ctx = { publicUrl: "http://localhost:3000", staffEmail: "equipe@campuslar.example" };
      await tellRental(t.handle.db, ownerless, "proposed", "owner", ctx);
      const [mail] = await emailsTo(t.handle, "equipe@campuslar.example", "rental_proposed");
      expect(mail?.locale).toBe("pt");
      expect(mail?.text).toContain(`http://localhost:3000/alugueis/${rental.id}`);
      // Without a staff address nobody is written to, rather than a wrong person.
      await tellRental(t.handle.db, ownerless, "accepted", "owner", { ...ctx, staffEmail: null });
      expect(await emailsTo(t.handle, parties.owner.email, "rental_accepted")).toEqual([]);
    });
  });
});
