/** What the server knows of one request while it answers it (see response-headers.ts). */
export type HttpEnv = {
  Variables: {
    /** The CSP nonce drawn for a request handed to React Router (pages, 404s, error pages). */
    cspNonce?: string;
  };
};
