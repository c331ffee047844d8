import { useParams } from 'react-router';
import { RequireSignIn } from '../../features/commerce/components/require-sign-in';
import { SandboxView } from '../../features/commerce/components/sandbox-view';

/** /checkout/sandbox/:referenceId: the sandbox's test payment page (no money moves). */
export default function CheckoutSandboxPage() {
  const { referenceId = '' } = useParams();
  return (
    <RequireSignIn>
      <SandboxView referenceId={referenceId} />
    </RequireSignIn>
  );
}
