import { useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatFieldError, isFieldMessage } from '../../i18n/fieldMessage';
import { errorSummaryMessages } from './messages';

const Box = styled.div`
  padding: 12px 16px;
  border: 3px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerLight};
  h2 {
    margin: 0 0 6px;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface Item {
  /** The input's id, the link's target. */
  id: string;
  text: string;
}

/** Formik's errors as `name → error` with the input names Formik uses (`participants.0.firstName`). */
function flatErrors(errors: unknown, prefix = ''): [string, unknown][] {
  if (errors === null || errors === undefined || typeof errors === 'string' || isFieldMessage(errors))
    return prefix ? [[prefix, errors]] : [];
  if (typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, value]) => flatErrors(value, prefix ? `${prefix}.${key}` : key));
}

/** The text that names an input: its label (a check box's whole sentence), or its group's legend. */
function labelOf(control: Element): string {
  const label = (control as HTMLInputElement).labels?.[0] ?? control.closest('fieldset')?.querySelector('legend');
  return (label?.textContent ?? '').replace(/\s*\*\s*$/, '').trim();
}

/**
 * The error summary at the top of a form (GOV.UK's pattern): after a send that was refused, in the browser or by the
 * server, it lists each field to fix, in the form's order, as a link to the input, and takes the focus, so the
 * browser brings it into view (below the sticky header: the page's `scroll-padding-top`) and a screen reader reads
 * it. On a phone the first error of a long form was otherwise a screen or two away. Inside a Formik form; the
 * errors without an input (a refused course) stay in `FormStatus`.
 */
export function ErrorSummary({ testId = 'error-summary' }: { testId?: string }) {
  const intl = useIntl();
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const handled = useRef(submitCount);
  const [items, setItems] = useState<Item[]>([]);
  const [shownFor, setShownFor] = useState(0);
  const titleId = useId();

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const form = anchor.current?.closest('form');
    if (!form) return;
    const found: { control: Element; item: Item }[] = [];
    for (const [name, error] of flatErrors(errors)) {
      const named = form.elements.namedItem(name);
      const control = named instanceof RadioNodeList ? (named[0] as Element | undefined) : named;
      const message = formatFieldError(intl, error);
      if (!control || !message || !control.id) continue;
      const label = labelOf(control);
      found.push({
        control,
        item: { id: control.id, text: label ? intl.formatMessage(errorSummaryMessages.item, { label, message }) : message },
      });
    }
    found.sort((a, b) => (a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    setItems(found.map(({ item }) => item));
    if (found.length > 0) setShownFor(submitCount);
  }, [submitCount, isSubmitting, isValidating, errors, intl]);

  useEffect(() => {
    if (shownFor > 0) box.current?.focus();
  }, [shownFor]);

  // Gone once everything listed is fixed; until the next send it keeps what that send found.
  const shown = items.length > 0 && flatErrors(errors).length > 0;
  return (
    <>
      <span ref={anchor} hidden />
      {shown && (
        <Box ref={box} tabIndex={-1} aria-labelledby={titleId} data-testid={testId}>
          <h2 id={titleId}>{intl.formatMessage(errorSummaryMessages.title)}</h2>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  onClick={(event) => {
                    // Focus, not only the jump: the visitor types straight away, and the input lands below the header.
                    event.preventDefault();
                    document.getElementById(item.id)?.focus();
                  }}
                >
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
        </Box>
      )}
    </>
  );
}
