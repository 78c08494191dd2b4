import type { VatMode } from '@h2o/api/validation/shop-settings.schema';
import { defineMessages, FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import styled from 'styled-components';
import type { VatNoteStoredQuery } from '../__generated__/VatNoteStoredQuery.graphql';

export const vatNoteMessages = defineMessages({
  included19: { id: 'vatNote.included19', description: 'Note beside a price when prices include VAT (shop setting INCLUDED_19)' },
  smallBusiness: {
    id: 'vatNote.smallBusiness',
    description: 'Note beside a price when no VAT is charged under the small-business rule § 19 UStG (shop setting SMALL_BUSINESS)',
  },
});

const Note = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** As the API sends it; a value this build does not know yet (Relay's future value) or none yet shows nothing. */
export type VatModeValue = VatMode | '%future added value' | null | undefined;

/**
 * The VAT note beside a price (docs/SPEC.md §1, docs/DESIGN.md: one shop setting decides, the same on every page): "inkl. 19 % MwSt."
 * or the § 19 UStG note. Mails say the same (api modules/settings/vat-note.ts).
 */
export function VatNote({ vatMode, className }: { vatMode: VatModeValue; className?: string }) {
  const message =
    vatMode === 'INCLUDED_19' ? vatNoteMessages.included19 : vatMode === 'SMALL_BUSINESS' ? vatNoteMessages.smallBusiness : null;
  if (!message) return null;
  return (
    <Note className={className} data-testid="vat-note">
      <FormattedMessage {...message} />
    </Note>
  );
}

/**
 * `shopSettings` as far as the store has it, for the layout (the cart panel), which has no page query:
 * the root route's query and the cart query bring it. Never fetches; shows nothing until it is there.
 */
export function StoredVatNote({ className }: { className?: string }) {
  const { shopSettings } = useLazyLoadQuery<VatNoteStoredQuery>(
    graphql`
      query VatNoteStoredQuery {
        shopSettings {
          vatMode
        }
      }
    `,
    {},
    { fetchPolicy: 'store-only' },
  );
  return <VatNote vatMode={shopSettings?.vatMode} className={className} />;
}
