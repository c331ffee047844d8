import { useParams } from 'react-router';
import { CheckoutView } from '../../features/commerce/components/checkout-view';
import { RequireSignIn } from '../../features/commerce/components/require-sign-in';

/** /checkout/:productId: buying a product (signed in). */
export default function CheckoutPage() {
  const { productId = '' } = useParams();
  return (
    <RequireSignIn>
      <CheckoutView productId={productId} />
    </RequireSignIn>
  );
}
