import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { commonMessages } from '../../i18n/messages';
import { Button, ButtonLink } from '../../ui/Button';
import { searchWithCategory } from './blogFilter';
import { blogMessages } from './messages';

const Box = styled.div`
  padding: 40px 20px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** No published post at all, or none in the chosen category (docs/SPEC.md §2). */
export function EmptyBlog({ category }: { category: string | null }) {
  const [params] = useSearchParams();
  if (!category) {
    return (
      <Box data-testid="blog-empty">
        <h2>
          <FormattedMessage {...blogMessages.emptyTitle} />
        </h2>
        <p>
          <FormattedMessage {...blogMessages.emptyText} />
        </p>
      </Box>
    );
  }
  return (
    <Box data-testid="blog-empty-category">
      <h2>
        <FormattedMessage {...blogMessages.emptyCategoryTitle} />
      </h2>
      <p>
        <FormattedMessage {...blogMessages.emptyCategoryText} />
      </p>
      <ButtonLink to={{ pathname: '/blog', search: searchWithCategory(params, null) }} $variant="secondary">
        <FormattedMessage {...blogMessages.showAll} />
      </ButtonLink>
    </Box>
  );
}

/** The posts failed to load (docs/SPEC.md §8); a reload asks again. */
export function BlogLoadError() {
  return (
    <Box data-testid="blog-error" role="alert">
      <h2>
        <FormattedMessage {...blogMessages.errorTitle} />
      </h2>
      <p>
        <FormattedMessage {...blogMessages.errorText} />
      </p>
      <Button type="button" $variant="secondary" onClick={() => window.location.reload()}>
        <FormattedMessage {...commonMessages.retry} />
      </Button>
    </Box>
  );
}
