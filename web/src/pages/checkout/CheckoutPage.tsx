import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { hasCartHint } from '../../layout/cart/cartHint';
import { PageHead } from '../../seo/PageHead';
import { Container } from '../../ui/Container';
import { PageSpinner } from '../../ui/Spinner';
import { CheckoutFlow } from './CheckoutFlow';
import { checkoutMessages } from './messages';
import { useMounted } from '../../ui/useInBrowser';

/**
 * /checkout (docs/SPEC.md §2). The cart is the visitor's own: the server sends the page with a spinner, and the
 * browser loads the checkout. A browser without a cart (no hint cookie) goes to the course list (docs/SPEC.md §2:
 * empty cart) without asking anything. Not for search engines.
 */
export function CheckoutPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const inBrowser = useMounted();
  const noCart = inBrowser && !hasCartHint();
  useEffect(() => {
    if (noCart) navigate('/courses', { replace: true });
  }, [noCart, navigate]);
  return (
    <Container>
      <PageHead title={intl.formatMessage(checkoutMessages.title)} noindex />
      {inBrowser && !noCart ? (
        <Suspense fallback={<PageSpinner />}>
          <CheckoutFlow />
        </Suspense>
      ) : (
        <PageSpinner />
      )}
    </Container>
  );
}
