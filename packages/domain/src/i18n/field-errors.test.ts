import { describe, expect, it } from "vitest";
import { z } from "zod";
import { leadMessage } from "../lead/lead-messages.ts";
import { FORM_LEVEL_FIELD, localizeFieldErrors } from "./field-errors.ts";

describe("localizeFieldErrors", () => {
  it("keeps the first message of each dotted field path, translated", () => {
    const fields = localizeFieldErrors(
      [
        { path: ["name"], message: "lead.name.required" },
        { path: ["name"], message: "lead.text.tooLong" },
        { path: ["billsIncluded", "water"], message: "lead.option.required" },
        { path: ["items", 0], message: "lead.value.invalid" },
        { path: [], message: "lead.value.invalid" },
      ],
      (key) => leadMessage(key, "en"),
    );
    expect(fields).toEqual({
      name: "name field is required",
      "billsIncluded.water": "please select an option",
      "items.0": "the value entered is invalid, please enter another value",
      [FORM_LEVEL_FIELD]: "the value entered is invalid, please enter another value",
    });
  });

  it("takes zod issues as they are", () => {
    const schema = z.object({ a: z.string({ error: "lead.name.required" }) });
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues;
    expect(localizeFieldErrors(issues, (key) => leadMessage(key, "pt"))).toEqual({
      a: "o campo nome é obrigatório",
    });
  });

  it("is not fooled by field names of Object.prototype", () => {
    expect(localizeFieldErrors([{ path: ["constructor"], message: "x" }], (key) => key)).toEqual({ constructor: "x" });
  });
});
