import { describe, expect, it } from "vitest";
import { REPORT_MESSAGE_MAX } from "./report-enums.ts";
import { ReportFormSchema } from "./report-forms.ts";

const issues = (body: unknown) =>
  Object.fromEntries((ReportFormSchema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the report form", () => {
  it("takes a reason alone, and trims and lower-cases what it keeps", () => {
    expect(ReportFormSchema.parse({ reason: "fake", message: "  ", email: " Ana@Example.COM " })).toEqual({
      reason: "fake",
      email: "ana@example.com",
    });
  });

  it("names the field of each problem", () => {
    expect(issues({})).toEqual({ reason: "report.reason.required" });
    expect(issues({ reason: "spam" })).toEqual({ reason: "report.reason.required" });
    expect(issues({ reason: "fake", email: "nope" })).toEqual({ email: "report.email.invalid" });
    expect(issues({ reason: "fake", message: "x".repeat(REPORT_MESSAGE_MAX + 1) })).toEqual({
      message: "report.message.tooLong",
    });
  });

  it("asks for a message when the reason is other", () => {
    expect(issues({ reason: "other" })).toEqual({ message: "report.message.required" });
    expect(ReportFormSchema.safeParse({ reason: "other", message: "Same photos as another ad" }).success).toBe(true);
  });
});
