import { ServiceRequestSchema } from "@campuslar/domain/lead/lead-forms";
import type { RouterContextProvider } from "react-router";
import { submitLeadForm } from "./lead-form.server.ts";
import { FORM_ANCHORS, SERVICE_FIELDS } from "./lead-form-fields.ts";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/** `/servicos`: a request for one of the other offers of spec §1 → `POST /v2/services/requests`. */
export const submitServiceRequest = ({ request, context, url }: ActionArgs) =>
  submitLeadForm({
    request,
    context,
    url,
    page: "services",
    anchor: FORM_ANCHORS.services,
    fields: SERVICE_FIELDS,
    schema: ServiceRequestSchema,
    apiPath: "/v2/services/requests",
  });
