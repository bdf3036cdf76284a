/*
 * What `GET /v2/admin/rentals` answers (apps/api/src/routes/admin/admin-rentals.routes.ts
 * documents it). The web never imports the API, so the page names the shape it reads.
 */

export const ADMIN_RENTAL_STAGES = ["proposals", "answers_due", "documents", "signatures", "payment", "ended"] as const;
export type AdminRentalStage = (typeof ADMIN_RENTAL_STAGES)[number];

export type AdminRentalRow = {
  id: string;
  code: string;
  state: string;
  listing: { code: string; titlePt: string; titleEn: string };
  student: { name: string; email: string };
  owner: { name: string; email: string } | null;
  terms: {
    moveIn: string;
    months: number;
    monthlyRent: number;
    guarantee: "guarantor" | "insurance" | "escrow_deposit";
    occupants: number;
    roomNumber: number | null;
  };
  dueAt: string | null;
  pendingDocuments: number;
  signedBy: ("student" | "owner")[];
  lastMove: { move: string; at: string } | null;
  createdAt: string;
};

export type AdminRentalPage = {
  items: AdminRentalRow[];
  counts: Record<AdminRentalStage, number>;
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};
