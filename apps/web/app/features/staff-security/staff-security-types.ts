/** What the second factor's and the audit log's API calls answer (issue 36, point 8). */

export type SecondFactorStatus = {
  enabled: boolean;
  pending: boolean;
  verifiedUntil: string | null;
  recoveryCodesLeft: number;
};
export type Enrolment = { otpauthUri: string; qrSvg: string; secret: string };

export type AuditRow = {
  id: number;
  at: string;
  actor: { id: string; name: string; email: string } | null;
  action: string;
  subjectType: string;
  subjectId: string;
  detail: Record<string, unknown>;
  ip: string | null;
};
export type AuditPage = { items: AuditRow[]; page: number; pageSize: number; total: number; totalPages: number };
