import { z } from "zod";

/** Every error code the API answers with; the status goes with it (DESIGN §3). */
export const API_ERROR_STATUS = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  /** Staff money actions (issue 36, point 8): the session has not confirmed its second factor lately. */
  second_factor_required: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** A file that arrived whole but cannot be used as it is (an uploaded transit feed, decision 033). */
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** `{"error":{"code":"validation_failed","message":"...","fields":{"email":"..."}}}` */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** On a 5xx: the request's id (also in `X-Request-Id` and every log line), for a visitor's report. */
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** The 503 `unavailable` answer's message while the database cannot be reached (issue 17). */
export const UNAVAILABLE_MESSAGE = {
  pt: "O serviço está indisponível por alguns instantes. Tente novamente em alguns segundos.",
  en: "The service is unavailable for a moment. Please try again in a few seconds.",
} as const;
