import { API_ERROR_STATUS, type ApiErrorBody, type ApiErrorCode } from "@campuslar/domain/errors/api-error";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Thrown anywhere in a handler or service; `onError` turns it into the JSON error body. */
export class HttpError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return API_ERROR_STATUS[this.code];
  }
}

export const errorBody = (code: ApiErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

export const errorResponse = (c: Context, error: HttpError) =>
  c.json(errorBody(error.code, error.message, error.fields), error.status);

/** A 5xx body names its request, so what a visitor reports can be found in the logs. */
export const withRequestId = (body: ApiErrorBody, requestId: string | undefined): ApiErrorBody =>
  requestId ? { error: { ...body.error, requestId } } : body;
