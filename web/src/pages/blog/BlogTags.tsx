import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge } from '../../ui/Badge';
import { blogMessages } from './messages';
import { splitTags } from './tags';

/** Read by screen readers only: "+2" alone says nothing. */
const SpokenOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A post's tags; with `limit`, the first few and a "+N" for the rest (cards, docs/SPEC.md §9). */
/** `lang`: "de" when an English page shows the German tags (not translated yet), else the page's language. */
export function BlogTags({ tags, limit, lang }: { tags: readonly string[]; limit?: number; lang?: string }) {
  const intl = useIntl();
  const { shown, hidden } = splitTags(tags, limit ?? tags.length);
  if (shown.length === 0) return null;
  return (
    <List aria-label={intl.formatMessage(blogMessages.tags)} data-testid="blog-tags" lang={lang}>
      {shown.map((tag) => (
        <li key={tag}>
          <Badge>#{tag}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge $tone="info" data-testid="blog-tags-more" title={intl.formatMessage(blogMessages.moreTagsLabel, { count: hidden })}>
            <span aria-hidden="true">
              <FormattedMessage {...blogMessages.moreTags} values={{ count: hidden }} />
            </span>
            <SpokenOnly>
              <FormattedMessage {...blogMessages.moreTagsLabel} values={{ count: hidden }} />
            </SpokenOnly>
          </Badge>
        </li>
      )}
    </List>
  );
}
