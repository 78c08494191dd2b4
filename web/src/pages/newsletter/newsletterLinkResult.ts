import type { LinkActionResult } from '../../layout/LinkActionPage';
import type { FormMutationResult } from '../../relay/mutationResult';

/** What a newsletter link page shows after its button (layout/LinkActionPage). */
export type NewsletterLinkResult = LinkActionResult;

/** A link mutation's outcome for the page: the server's reason for the token (translated), else the form's. */
export function newsletterLinkResult(result: FormMutationResult<{ readonly email: string }>): NewsletterLinkResult {
  if (result.ok) return { ok: true, email: result.value.email };
  return { ok: false, message: result.fieldErrors.token ?? result.formError ?? Object.values(result.fieldErrors).join(' ') };
}
