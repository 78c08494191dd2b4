import type { FormMutationResult } from '../../relay/mutationResult';

/** What a newsletter link page shows after its button: the address it was about, or why the link was refused. */
export type NewsletterLinkResult = { ok: true; email: string } | { ok: false; message: string };

/** A link mutation's outcome for the page: the server's reason for the token (translated), else the form's. */
export function newsletterLinkResult(result: FormMutationResult<{ readonly email: string }>): NewsletterLinkResult {
  if (result.ok) return { ok: true, email: result.value.email };
  return { ok: false, message: result.fieldErrors.token ?? result.formError ?? Object.values(result.fieldErrors).join(' ') };
}
