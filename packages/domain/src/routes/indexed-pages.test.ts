import { describe, expect, it } from "vitest";
import {
  INDEXED_PAGES,
  isIndexedPage,
  NOT_INDEXED_PAGES,
  PAGE_INDEXING,
  STATIC_INDEXED_PAGES,
} from "./indexed-pages.ts";
import { PAGES, type PageId, pagePattern } from "./route-table.ts";

describe("indexed pages", () => {
  it("decides for every page of the route table, and for nothing else", () => {
    expect(Object.keys(PAGE_INDEXING).sort()).toEqual(Object.keys(PAGES).sort());
    expect([...INDEXED_PAGES, ...NOT_INDEXED_PAGES].sort()).toEqual(Object.keys(PAGES).sort());
  });

  it("indexes the public pages, one per university and per listing", () => {
    expect([...INDEXED_PAGES].sort()).toEqual(
      [
        "home",
        "concierge",
        "conciergeFgv",
        "faq",
        "search",
        "searchUniversity",
        "property",
        "propertySale",
        "privacy",
        "advertise",
        "services",
        "about",
        "terms",
        "sale",
        // Issue 22: how to avoid scams, for renters searching before they rent.
        "safety",
      ].sort(),
    );
    expect(PAGE_INDEXING.searchUniversity).toBe("university");
    expect(PAGE_INDEXING.property).toBe("listing");
    expect(PAGE_INDEXING.propertySale).toBe("listing");
  });

  it("keeps forms, the account and thank-you pages out", () => {
    expect([...NOT_INDEXED_PAGES].sort()).toEqual(
      [
        "resetPassword",
        "verifyEmail",
        "interestThanks",
        "login",
        "signup",
        "forgotPassword",
        "favorites",
        "account",
        "searchCustomer",
        "ownerListings",
        "ownerListingEdit",
        "admin",
        "adminListings",
        "adminUsers",
        "adminContent",
        "reportListing",
        "adminReports",
        "roommates",
        "roommateProfile",
        "roommateMatches",
        "alertNew",
        "accountAlerts",
        "alertConfirm",
        "alertUnsubscribe",
        "visitBook",
        "visitManage",
        "visitOwnerAnswer",
        "ownerVisitSchedule",
        "ownerVisits",
        "adminVisits",
        "adminTransit",
        "adminAccessConnections",
        "adminRentals",
        "rentalPropose",
        "rental",
        "accountRentals",
        "ownerRentals",
        "rentalLease",
        "rentalDocuments",
        "rentalPayments",
        "ownerPayouts",
        "payoutConfirm",
        "adminPayouts",
        "rentalArrival",
        "rentalCancel",
        "adminClaims",
        "adminSecurity",
        "adminAudit",
        "adminPayments",
      ].sort(),
    );
    for (const id of NOT_INDEXED_PAGES) expect(isIndexedPage(id), id).toBe(false);
    for (const id of INDEXED_PAGES) expect(isIndexedPage(id), id).toBe(true);
  });

  it("lists as static only pages without parameters", () => {
    for (const id of STATIC_INDEXED_PAGES as PageId[]) {
      expect(pagePattern(id, "pt"), id).not.toContain(":");
      expect(pagePattern(id, "en"), id).not.toContain(":");
    }
    expect(STATIC_INDEXED_PAGES).toContain("home");
    expect(STATIC_INDEXED_PAGES).not.toContain("searchUniversity");
  });
});
