import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminLegalPageQuery$data } from '../../../__generated__/AdminLegalPageQuery.graphql';
import { Table, TableBox } from '../shared/tableStyles';
import { adminLegalMessages as messages } from './messages';

const Empty = styled.em`
  color: ${({ theme }) => theme.colors.warning};
`;

/** The placeholders a text may use (`{{legalName}}` …), what each stands for and what it inserts now, per language. */
export function PlaceholderList({ placeholders }: { placeholders: AdminLegalPageQuery$data['adminLegalPlaceholders'] }) {
  const intl = useIntl();
  const value = (text: string) => text || <Empty>{intl.formatMessage(messages.placeholderEmpty)}</Empty>;
  return (
    <section aria-labelledby="legal-placeholders" data-testid="legal-placeholders">
      <h2 id="legal-placeholders">
        <FormattedMessage {...messages.placeholders} />
      </h2>
      <TableBox>
        <Table>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage {...messages.placeholderName} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.placeholderMeaning} />
              </th>
              <th scope="col">
                <FormattedMessage {...messages.placeholderValue} /> (DE)
              </th>
              <th scope="col">
                <FormattedMessage {...messages.placeholderValue} /> (EN)
              </th>
            </tr>
          </thead>
          <tbody>
            {placeholders.map((placeholder) => (
              <tr key={placeholder.name}>
                <td>
                  <code>{`{{${placeholder.name}}}`}</code>
                </td>
                <td>{placeholder.label}</td>
                <td>{value(placeholder.valueDe)}</td>
                <td>{value(placeholder.valueEn)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableBox>
    </section>
  );
}
