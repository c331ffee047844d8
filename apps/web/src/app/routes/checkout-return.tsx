import { RequireSignIn } from '../../features/commerce/components/require-sign-in';
import { ReturnView } from '../../features/commerce/components/return-view';

/** /checkout/return: back from the gateway; the payment is confirmed here. */
export default function CheckoutReturnPage() {
  return (
    <RequireSignIn>
      <ReturnView />
    </RequireSignIn>
  );
}
