import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { advertiseFormSchemaFor } from "@campuslar/domain/lead/lead-forms";
import type { RouterContextProvider } from "react-router";
import type { TypedValues } from "../../api/form-values.server.ts";
import { submitLeadForm } from "./lead-form.server.ts";
import { ADVERTISE_FIELDS, BILLS, billField, FORM_ANCHORS } from "./lead-form-fields.ts";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/** The three bill ticks as the one object the API takes; an unticked box sends nothing. */
export function advertiseBody(values: TypedValues) {
  const body: Record<string, unknown> = { ...values };
  const billsIncluded: Record<string, string> = {};
  for (const bill of BILLS) {
    delete body[billField(bill)];
    billsIncluded[bill] = values[billField(bill)] ?? "false";
  }
  return { ...body, billsIncluded };
}

/** `/proprietario`: spec §3's owner advertise form → `POST /v2/property/advertise`. */
export const submitAdvertise = ({ request, context, url }: ActionArgs) =>
  submitLeadForm({
    request,
    context,
    url,
    page: "advertise",
    anchor: FORM_ANCHORS.advertise,
    fields: ADVERTISE_FIELDS,
    schema: advertiseFormSchemaFor({ today: saoPauloDate(new Date()) }),
    apiPath: "/v2/property/advertise",
    body: advertiseBody,
  });
