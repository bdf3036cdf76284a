import {
  AdvertiseFormSchema,
  ConciergeSignupSchema,
  InterestFormSchema,
  PurchaseInterestFormSchema,
  ServiceRequestSchema,
} from "@campuslar/domain/lead/lead-forms";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse, jsonBody, jsonResponse } from "../../lib/openapi-responses.ts";

export const LeadReceiptSchema = z.object({ id: z.number().int(), reference: z.string(), message: z.string() });

const idempotencyHeader = z.object({
  "idempotency-key": z.string().min(8).max(128).optional().openapi({
    description: "Send the same key when retrying: the first receipt is answered again and no second lead is made",
  }),
});

const responses = {
  201: jsonResponse(LeadReceiptSchema, "Received and stored"),
  400: errorResponse("A field is invalid; `fields` names it with a message in the visitor's language"),
  413: errorResponse("Body too large"),
  415: errorResponse("Body is not JSON"),
  429: errorResponse("Too many forms from this address or for this e-mail; see Retry-After"),
};

const leadRoute = <T extends z.ZodType>(path: string, summary: string, schema: T) =>
  createRoute({
    method: "post",
    path,
    tags: ["Leads"],
    summary,
    request: { ...jsonBody(schema), headers: idempotencyHeader },
    responses,
  });

export const interestRoute = leadRoute(
  "/property/interest",
  "Tell us you are interested in a listing",
  InterestFormSchema,
);
export const purchaseInterestRoute = createRoute({
  method: "post",
  path: "/property/purchase-interest",
  tags: ["Leads"],
  summary: "Ask about buying a sale listing",
  description:
    "A sale listing's contact form: the buyer's message, with an offer (reais) and a day to visit when given. " +
    "A rental's code is refused with 409: tenants use `POST /v2/property/interest`.",
  request: { ...jsonBody(PurchaseInterestFormSchema), headers: idempotencyHeader },
  responses: {
    ...responses,
    404: errorResponse("No published listing has this code; `fields.propertyCode` says so in the visitor's language"),
    409: errorResponse("The listing is for rent, not for sale; `fields.propertyCode` says so"),
  },
});
export const advertiseRoute = leadRoute(
  "/property/advertise",
  "Ask to advertise a property (free)",
  AdvertiseFormSchema,
);
export const conciergeFgvRoute = leadRoute(
  "/users/concierge-fgv",
  "Sign up for the FGV exchange-student concierge",
  ConciergeSignupSchema,
);
export const conciergeRoute = createRoute({
  method: "post",
  path: "/users/concierge/{partner}",
  tags: ["Leads"],
  summary: "Sign up for a partner's exchange-student concierge",
  request: {
    ...jsonBody(ConciergeSignupSchema),
    headers: idempotencyHeader,
    params: z.object({ partner: z.string().regex(/^[a-z0-9-]{2,40}$/) }),
  },
  responses,
});
export const serviceRequestRoute = leadRoute(
  "/services/requests",
  "Request one of the other services",
  ServiceRequestSchema,
);
