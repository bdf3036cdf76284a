import { LEAD_MESSAGES } from "@campuslar/domain/lead/lead-messages";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type ApiFetch, apiContext } from "../../api/api-context.ts";
import { advertiseBody, submitAdvertise } from "./advertise.server.ts";
import type { LeadFormActionData } from "./lead-form.server.ts";
import { submitServiceRequest } from "./service-request.server.ts";

/*
 * The lead forms' actions against a stand-in API: what reaches the API, and where each kind of
 * answer lands (the reference on success, a field's message next to it, too many tries and an
 * outage above the form), always with what the visitor typed.
 */

type Call = { path: string; init: RequestInit };

function fakeApi(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: ApiFetch = async (path, init = {}) => {
    const call = { path, init };
    calls.push(call);
    return answer(call);
  };
  const context = new RouterContextProvider();
  context.set(apiContext, fetch);
  return { context, calls };
}

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });

const SERVICE = {
  service: "repairs",
  name: "Carlos Mendes",
  email: "carlos@example.com",
  phone: "(11) 98765-4321",
  message: "O chuveiro parou de esquentar.",
  idempotencyKey: "4b0f2c9e-1d7a-4c1e-9a53-2f6d8e0b7c11",
};

async function sendService(
  fields: Record<string, string>,
  answer: (call: Call) => Response | Promise<Response>,
  locale: "pt" | "en" = "pt",
) {
  const path = locale === "en" ? "/en/servicos" : "/servicos";
  const { context, calls } = fakeApi(answer);
  const result = await submitServiceRequest({ request: post(path, fields), context, url: new URL(`http://x${path}`) });
  return { result, calls };
}

/** The action's `data(...)` answer: its body and status. */
const answerOf = (result: unknown) => {
  const { data, init } = result as { data: LeadFormActionData; init: { status: number } };
  return { ...data, status: init.status };
};

describe("a lead form's action", () => {
  it("sends the checked form with its Idempotency-Key and shows the page again with the reference", async () => {
    const { result, calls } = await sendService(SERVICE, () =>
      json({ id: 7, reference: "SER-7", message: "Recebido." }, 201),
    );
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/servicos?enviado=SER-7#pedido");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe("/v2/services/requests?lang=pt");
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get("Idempotency-Key")).toBe(SERVICE.idempotencyKey);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      service: "repairs",
      name: "Carlos Mendes",
      email: "carlos@example.com",
      phone: "+5511987654321",
      message: "O chuveiro parou de esquentar.",
    });
  });

  it("never calls the API with a form the schema refuses, and keeps what was typed", async () => {
    const { result, calls } = await sendService({ ...SERVICE, email: "carlos@", phone: "123" }, () => {
      throw new Error("not called");
    });
    expect(calls).toHaveLength(0);
    const answer = answerOf(result);
    expect(answer.status).toBe(400);
    expect(answer.errors.fields).toEqual({
      email: LEAD_MESSAGES["lead.email.invalid"].pt,
      phone: LEAD_MESSAGES["lead.phone.invalid"].pt,
    });
    expect(answer.values).toMatchObject({ email: "carlos@", phone: "123", name: "Carlos Mendes" });
  });

  it("puts the API's field messages next to their fields", async () => {
    const { result } = await sendService(SERVICE, () =>
      json(
        {
          error: {
            code: "validation_failed",
            message: "Some fields are invalid",
            fields: { propertyCode: LEAD_MESSAGES["lead.property.unknown"].pt },
          },
        },
        400,
      ),
    );
    const answer = answerOf(result);
    expect(answer.status).toBe(400);
    expect(answer.errors.fields).toEqual({ propertyCode: LEAD_MESSAGES["lead.property.unknown"].pt });
    expect(answer.errors.form).toBeUndefined();
    expect(answer.values.name).toBe("Carlos Mendes");
  });

  it("says above the form when there were too many tries, in the visitor's language", async () => {
    const { result } = await sendService(
      SERVICE,
      () =>
        json({ error: { code: "rate_limited", message: "Too many attempts; try again later" } }, 429, {
          "Retry-After": "120",
        }),
      "en",
    );
    const answer = answerOf(result);
    expect(answer.status).toBe(429);
    expect(answer.errors).toEqual({ fields: {}, form: "Too many attempts in a row. Please try again in 2 min." });
    expect(answer.values.message).toBe(SERVICE.message);
  });

  it("says above the form when the API cannot be reached", async () => {
    const { result } = await sendService(SERVICE, () => {
      throw new TypeError("fetch failed");
    });
    const answer = answerOf(result);
    expect(answer.status).toBe(503);
    expect(answer.errors).toEqual({
      fields: {},
      form: "Não foi possível enviar agora. Tente de novo em instantes.",
    });
  });
});

describe("the owner form", () => {
  it("sends the three bill ticks as one object, unticked ones as no", () => {
    expect(advertiseBody({ name: "Marta", "billsIncluded.water": "true", "billsIncluded.cleaning": "true" })).toEqual({
      name: "Marta",
      billsIncluded: { water: "true", electricity: "false", cleaning: "true" },
    });
  });

  it("reaches POST /v2/property/advertise with the parsed form", async () => {
    const { context, calls } = fakeApi(() => json({ id: 3, reference: "ADV-3", message: "Recebido." }, 201));
    const fields = {
      name: "Marta Figueiredo",
      phone: "11 98765-4321",
      email: "Marta@Example.com",
      postalCode: "01311000",
      address: "Rua Itapeva",
      number: "286",
      neighbourhood: "Bela Vista",
      bedrooms: "2",
      bathrooms: "1",
      parking: "false",
      allowPets: "true",
      monthlyRent: "2.800,00",
      contractPeriodMonths: "12",
      "billsIncluded.water": "true",
    };
    const result = await submitAdvertise({
      request: post("/en/proprietario", fields),
      context,
      url: new URL("http://x/en/proprietario"),
    });
    expect((result as Response).headers.get("Location")).toBe("/en/proprietario?enviado=ADV-3#anuncie");
    expect(calls[0]?.path).toBe("/v2/property/advertise?lang=en");
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      email: "marta@example.com",
      postalCode: "01311-000",
      monthlyRent: 2800,
      bedrooms: 2,
      parking: false,
      allowPets: true,
      billsIncluded: { water: true, electricity: false, cleaning: false },
    });
  });
});
