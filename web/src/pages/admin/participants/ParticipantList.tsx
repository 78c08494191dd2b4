import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styled from 'styled-components';
import type { ParticipantList_list$key } from '../../../__generated__/ParticipantList_list.graphql';
import { ageOn } from '@h2o/api/validation/participant-age';
import { formatDate, formatDateRange } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { EmptyState, Table, TableBox } from '../shared/tableStyles';
import { adminParticipantsMessages as messages } from './messages';

const Header = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  p {
    margin: 0 auto 0 0;
    font-weight: 700;
  }
  a {
    font-weight: 700;
  }
  @media print {
    a,
    button {
      display: none;
    }
  }
`;

// Name, phone and e-mail of who booked, one under the other: the trainer calls from the pool deck's printout.
const Contact = styled.span`
  display: flex;
  flex-direction: column;
  a {
    overflow-wrap: break-word;
  }
`;

const PrintableBox = styled(TableBox)`
  @media print {
    overflow: visible;
    border: 0;
    table {
      min-width: 0;
    }
    th,
    td {
      padding: 6px 8px;
    }
  }
`;

/**
 * One course's participants (docs/SPEC.md §2, §4: confirmed and paid orders only), numbered by last and first name, each
 * with who booked the place (the trainer must be able to call a parent),
 * under the course's title, dates, time and place: what the pool deck needs, on screen, as CSV and printed.
 */
export function ParticipantList({ list: listKey }: { list: ParticipantList_list$key }) {
  const intl = useIntl();
  const list = useFragment(
    graphql`
      fragment ParticipantList_list on CourseParticipantList {
        count
        course {
          databaseId
          title
          startDate
          endDate
          schedule
          time
          location
        }
        participants {
          number
          firstName
          lastName
          birthDate
          contactName
          contactPhone
          contactEmail
        }
      }
    `,
    listKey,
  );
  const { course } = list;
  const facts = [
    { label: messages.dates, value: course.startDate || course.endDate ? formatDateRange(intl, course.startDate, course.endDate) : null },
    { label: messages.schedule, value: course.schedule },
    { label: messages.time, value: course.time },
    { label: messages.location, value: course.location },
  ].filter((fact) => fact.value);

  return (
    <>
      <Header aria-labelledby="participants-course-title" data-testid="participants-course">
        <h2 id="participants-course-title">{course.title}</h2>
        {facts.length > 0 && (
          <dl>
            {facts.map((fact) => (
              <Fragment key={fact.label.id}>
                <dt>
                  <FormattedMessage {...fact.label} />
                </dt>
                <dd>{fact.value}</dd>
              </Fragment>
            ))}
          </dl>
        )}
      </Header>
      <Toolbar>
        <p role="status" data-testid="participants-count">
          <FormattedMessage {...messages.count} values={{ count: list.count }} />
        </p>
        {/* The REST door's CSV (UTF-8 with BOM, `;`): the browser sends the session cookie with it. */}
        <a href={`/api/admin/courses/${course.databaseId}/participants.csv`} download data-testid="participants-csv">
          <FormattedMessage {...messages.downloadCsv} />
        </a>
        <Button type="button" $variant="secondary" onClick={() => window.print()} data-testid="participants-print">
          <FormattedMessage {...messages.print} />
        </Button>
      </Toolbar>
      {list.participants.length === 0 ? (
        <EmptyState role="status" data-testid="participants-empty">
          <p>
            <FormattedMessage {...messages.empty} />
          </p>
          <p>
            <FormattedMessage {...messages.emptyHint} />
          </p>
        </EmptyState>
      ) : (
        <PrintableBox role="region" aria-label={intl.formatMessage(messages.listLabel)} tabIndex={0}>
          <Table $minWidth="320px" data-testid="participants-table">
            <thead>
              <tr>
                <th scope="col" className="numeric">
                  <FormattedMessage {...messages.number} />
                </th>
                <th scope="col">
                  <FormattedMessage {...messages.firstName} />
                </th>
                <th scope="col">
                  <FormattedMessage {...messages.lastName} />
                </th>
                <th scope="col">
                  <FormattedMessage {...messages.birthDate} />
                </th>
                <th scope="col">
                  <FormattedMessage {...messages.contact} />
                </th>
              </tr>
            </thead>
            <tbody>
              {list.participants.map((participant) => (
                <tr key={participant.number} data-testid="participant-row">
                  <td className="numeric">{participant.number}</td>
                  <td>{participant.firstName}</td>
                  <td>{participant.lastName}</td>
                  <td data-testid="participant-birth-date">
                    {participant.birthDate
                      ? `${formatDate(intl, participant.birthDate)}${course.startDate ? ` ${intl.formatMessage(messages.age, { age: ageOn(participant.birthDate, course.startDate) })}` : ''}`
                      : '–'}
                  </td>
                  <td data-testid="participant-contact">
                    <Contact>
                      <span>{participant.contactName}</span>
                      <a href={`tel:${participant.contactPhone.replace(/[^+\d]/g, '')}`}>{participant.contactPhone}</a>
                      <a href={`mailto:${participant.contactEmail}`}>{participant.contactEmail}</a>
                    </Contact>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </PrintableBox>
      )}
    </>
  );
}
