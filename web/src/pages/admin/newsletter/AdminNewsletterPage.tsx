import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminNewsletterPageQuery } from '../../../__generated__/AdminNewsletterPageQuery.graphql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { type ReloadablePart, ToastingAdminView } from '../shared/ToastingAdminView';
import { SearchBox } from '../shared/SearchBox';
import { EmptyState, Table, TableBox } from '../shared/tableStyles';
import { SubscriberList } from './SubscriberList';
import type { AdminNewsletterLoaderData } from './adminNewsletterLoader';
import { adminNewsletterMessages as messages, newsletterStatusMessages } from './messages';
import { type ComposerIssue, NewsletterComposer, toComposerIssue } from './NewsletterComposer';
import { IssueProgress } from './IssueProgress';

const pageQuery = graphql`
  query AdminNewsletterPageQuery($search: String) {
    ...SubscriberList_query @arguments(search: $search)
    adminNewsletterIssues(first: 20) @required(action: THROW) @connection(key: "AdminNewsletterPage_adminNewsletterIssues") {
      __id
      edges {
        node {
          ...NewsletterComposer_issue @relay(mask: false)
        }
      }
    }
    blogPosts(first: 50) {
      edges {
        node {
          id
          title
        }
      }
    }
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  justify-content: space-between;
`;

/** The newsletter for staff: confirmed subscribers and their CSV export, issues with composer and sending progress. */
export function AdminNewsletterPage() {
  const { pageRef } = useLoaderData() as AdminNewsletterLoaderData;
  return (
    <ToastingAdminView<AdminNewsletterPageQuery>
      name="newsletter"
      messages={messages}
      query={pageQuery}
      reference={pageRef}
      loadingHeight="240px"
      Part={NewsletterContent}
    />
  );
}

/** A caught issue reached nobody: never shown as the success a sent one is. */
const ISSUE_TONES: Record<string, 'success' | 'info' | 'warning' | 'neutral'> = {
  SENT: 'success',
  SENDING: 'info',
  CAUGHT: 'warning',
  DRAFT: 'neutral',
};

const EMPTY_ISSUE: ComposerIssue = {
  id: null,
  audience: 'ALL',
  subjectDe: '',
  bodyDe: '',
  subjectEn: '',
  bodyEn: '',
  postIds: [],
  status: 'DRAFT',
};

function NewsletterContent({ reference, reload }: ReloadablePart<AdminNewsletterPageQuery>) {
  const data = usePreloadedQuery<AdminNewsletterPageQuery>(pageQuery, reference);
  const [open, setOpen] = useState<ComposerIssue | null>(null);
  const { __id: issuesConnection, edges } = data.adminNewsletterIssues;
  const issues = edges.map((edge) => edge.node);
  const posts = data.blogPosts.edges.map((edge) => edge.node);
  return (
    <>
      <Section aria-labelledby="newsletter-issues">
        <Bar>
          <h2 id="newsletter-issues">
            <FormattedMessage {...messages.issuesTitle} />
          </h2>
          <Button type="button" onClick={() => setOpen(EMPTY_ISSUE)} data-testid="newsletter-new">
            <FormattedMessage {...messages.newIssue} />
          </Button>
        </Bar>
        {open && (
          <NewsletterComposer
            key={open.id ?? 'new'}
            issue={open}
            posts={posts}
            issuesConnection={issuesConnection}
            onClose={() => {
              setOpen(null);
              reload();
            }}
          />
        )}
        {issues.length === 0 ? (
          <EmptyState data-testid="newsletter-issues-empty">
            <p>
              <FormattedMessage {...messages.issuesEmpty} />
            </p>
          </EmptyState>
        ) : (
          <TableBox>
            <Table data-testid="newsletter-issues">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage {...messages.subject} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...messages.status} />
                  </th>
                  <th scope="col">
                    <VisuallyHidden>
                      <FormattedMessage {...messages.edit} />
                    </VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {issues.map((issue) => (
                  <tr key={issue.id} data-testid="newsletter-issue-row">
                    <td>{issue.subjectDe || issue.subjectEn || '—'}</td>
                    <td>
                      <Badge $tone={ISSUE_TONES[issue.status] ?? 'neutral'} data-testid="newsletter-issue-status">
                        <FormattedMessage {...newsletterStatusMessages[issue.status as keyof typeof newsletterStatusMessages]} />
                      </Badge>
                      {issue.status !== 'DRAFT' && (
                        <IssueProgress issueId={issue.id} initial={issue.progress} live={issue.status === 'SENDING'} onFinished={reload} />
                      )}
                    </td>
                    <td>
                      <Button
                        type="button"
                        $variant="secondary"
                        onClick={() => setOpen(toComposerIssue(issue))}
                        data-testid="newsletter-issue-open"
                      >
                        <FormattedMessage {...(issue.status === 'DRAFT' ? messages.edit : messages.open)} />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableBox>
        )}
      </Section>

      <Section aria-labelledby="newsletter-subscribers">
        <Bar>
          <h2 id="newsletter-subscribers">
            <FormattedMessage {...messages.subscribersTitle} />
          </h2>
          <a href="/api/admin/newsletter/subscribers.csv" download data-testid="newsletter-export">
            <FormattedMessage {...messages.export} />
          </a>
        </Bar>
        <SearchBox label={messages.search} placeholder={messages.searchPlaceholder} testId="newsletter-search" />
        <SubscriberList query={data} />
      </Section>
    </>
  );
}
