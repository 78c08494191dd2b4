/** A new or rotated secret, as the answer shows it once. */
export interface ShownSecret {
  name: string;
  secret: string;
}

/** The secret an answer carries with its endpoint's name (null when it was refused). */
export const shownSecret = (payload: { readonly endpoint?: { readonly name: string } | null; readonly secret?: string | null }) =>
  payload.endpoint && payload.secret ? { name: payload.endpoint.name, secret: payload.secret } : null;
