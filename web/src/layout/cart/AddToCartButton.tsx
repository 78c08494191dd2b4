import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddToCartButton_course$key } from '../../__generated__/AddToCartButton_course.graphql';
import { Button } from '../../ui/Button';
import { useCart } from './CartContext';
import { preloadCartPanel } from './CartPanel';
import { addToCartMessages } from './messages';
import { loadAddCourseToCart, useAddCourseToCartMutation } from './useAddCourseToCartMutation';

/** What a tap will need, fetched when the button is pointed at, touched or focused. A failed fetch shows on the tap, as the panel's "could not be changed". */
function preloadAdding() {
  preloadCartPanel();
  loadAddCourseToCart().catch(() => {});
}

interface Props {
  course: AddToCartButton_course$key;
  /** On a card among others: the accessible name says which course. */
  namesCourse?: boolean;
  $block?: boolean;
}

/**
 * docs/SPEC.md §2/§4: puts one place of the course into the cart and opens the cart panel, every time. Only for
 * a course the server calls bookable; the server checks again (and the panel shows its refusal).
 */
export function AddToCartButton({ course, namesCourse = false, $block }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AddToCartButton_course on Course {
        id
        databaseId
        priceCents
        bookable
        # What the cart's item card shows of the course (CartItemCard_item): the item added optimistically links this record.
        title
        untranslated
        startDate
        endDate
        availableSlots
      }
    `,
    course,
  );
  const { openPanel } = useCart();
  const { add } = useAddCourseToCartMutation();
  if (!data.bookable) return null;
  return (
    <Button
      type="button"
      $block={$block}
      data-testid="add-to-cart"
      aria-label={namesCourse ? intl.formatMessage(addToCartMessages.addLabel, { title: data.title }) : undefined}
      onPointerEnter={preloadAdding}
      onPointerDown={preloadAdding}
      onFocus={preloadAdding}
      onClick={() => {
        openPanel();
        add(data);
      }}
    >
      <FormattedMessage {...addToCartMessages.add} />
    </Button>
  );
}
