import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { blogMessages } from './messages';
import { categoryFromParams, sameCategory, searchWithCategory } from './blogFilter';

const Nav = styled.nav`
  margin-bottom: 24px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 18px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  font-weight: 700;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.textOnPrimary};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The category buttons. They are links to `/blog?category=…`: the choice lives in the URL (shareable,
 * back button), works before the script has loaded, and search engines can follow it.
 */
export function CategoryFilter({ categories }: { categories: readonly string[] }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const current = categoryFromParams(params);
  const entries: (string | null)[] = [null, ...categories]; // null: all posts
  return (
    <Nav aria-label={intl.formatMessage(blogMessages.categories)}>
      <ul>
        {entries.map((category) => (
          <li key={category ?? ''}>
            <Pill
              to={{ pathname: '/blog', search: searchWithCategory(params, category) }}
              aria-current={sameCategory(category, current) ? 'page' : undefined}
              data-testid="blog-category"
            >
              {category ?? <FormattedMessage {...blogMessages.allCategories} />}
            </Pill>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
