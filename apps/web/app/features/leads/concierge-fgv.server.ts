import { ConciergeSignupSchema } from "@campuslar/domain/lead/lead-forms";
import type { RouterContextProvider } from "react-router";
import { submitLeadForm } from "./lead-form.server.ts";
import { CONCIERGE_FIELDS, FORM_ANCHORS } from "./lead-form-fields.ts";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/** `/concierge/fgv`: an FGV exchange student's concierge sign-up → `POST /v2/users/concierge-fgv`. */
export const submitConciergeFgv = ({ request, context, url }: ActionArgs) =>
  submitLeadForm({
    request,
    context,
    url,
    page: "conciergeFgv",
    anchor: FORM_ANCHORS.conciergeFgv,
    fields: CONCIERGE_FIELDS,
    schema: ConciergeSignupSchema,
    apiPath: "/v2/users/concierge-fgv",
  });
