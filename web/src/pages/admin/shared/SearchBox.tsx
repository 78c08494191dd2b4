import type { MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { SearchField } from './SearchField';
import { useUrlFilters } from './useUrlFilters';

/** The longest search a list view takes (the API refuses longer ones). */
const SEARCH_MAX_LENGTH = 200;

interface SearchOnly {
  q: string;
  /** The rest of the URL (a tab, a page), kept as it is: this box owns only `?q=`. */
  params: URLSearchParams;
}

function parseSearch(params: URLSearchParams): SearchOnly {
  return { q: params.get('q') ?? '', params };
}

function searchToParams({ q, params }: SearchOnly): URLSearchParams {
  const next = new URLSearchParams(params);
  const search = q.trim();
  if (search) next.set('q', search);
  else next.delete('q');
  return next;
}

// Grows beside the view's buttons up to a readable width.
const WideSearchField = styled(SearchField)`
  flex: 1 1 260px;
  max-width: 480px;
`;

interface SearchBoxProps {
  label: MessageDescriptor;
  placeholder: MessageDescriptor;
  testId: string;
}

/**
 * A list view's search when it is the only filter kept by the page itself: what is typed shows at once; the URL
 * (`?q=`), and so the list, follows after a pause, or at once on Enter. Other URL parameters stay as they are.
 */
export function SearchBox({ label, placeholder, testId }: SearchBoxProps) {
  const { text, setText, submit } = useUrlFilters(parseSearch, searchToParams);
  return (
    <WideSearchField
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={setText}
      onSubmit={submit}
      testId={testId}
    />
  );
}
