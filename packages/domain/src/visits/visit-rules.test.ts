import { describe, expect, it } from "vitest";
import { revealsVisitContact, VISIT_STATUSES, visitLinkLapsesAt } from "./visit-rules.ts";

describe("revealsVisitContact", () => {
  it("gives the door number and the owner's contact only for a confirmed visit", () => {
    const revealed = VISIT_STATUSES.filter(revealsVisitContact);
    expect(revealed).toEqual(["confirmed"]);
  });
});

describe("visitLinkLapsesAt", () => {
  it("lets a visit's links work for seven days after it ends, to the millisecond", () => {
    const endsAt = new Date("2027-03-09T12:30:00Z");
    expect(visitLinkLapsesAt(endsAt).toISOString()).toBe("2027-03-16T12:30:00.000Z");
  });
});
