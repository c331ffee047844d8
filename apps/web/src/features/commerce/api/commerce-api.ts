import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, ProductType, Purchase, PurchaseStatus } from '@ringside/contract';
import { ApiError, api } from '../../../lib/api-client';
import { confirmedKind } from './purchase-kind';

export const getPaymentMethods = () => api.get('/payments/methods');
export const getProduct = (id: string) => api.get('/products/search/detail/{id}', { path: { id } });

export interface InitiatePurchase {
  productId: string;
  productType: ProductType;
  amount: number;
  method: PaymentMethod;
}
export const initiatePurchase = (body: InitiatePurchase) => api.post('/purchases/initiate', { body });

export const decideSandbox = ({ referenceId, approve }: { referenceId: string; approve: boolean }) =>
  api.post('/payments/sandbox/{referenceId}/decide', { path: { referenceId }, body: { approve } });

export const confirmPayment = (body: { method?: string; referenceId?: string; params: Record<string, string> }) =>
  api.post('/payments/confirm-payment', { body });

export const searchPurchases = (body: {
  page: number;
  pageSize: number;
  status?: PurchaseStatus;
  referenceId?: string;
}) => api.post('/purchases/search', { body });

/** One of the caller's purchases by our reference id, or undefined. */
export async function findPurchase(referenceId: string) {
  const page = await searchPurchases({ page: 1, pageSize: 1, referenceId });
  return page.items[0];
}

export const isCode = (error: unknown, ...codes: string[]) =>
  error instanceof ApiError && error.code !== undefined && codes.includes(error.code);

export function usePaymentMethods() {
  return useQuery({ queryKey: ['commerce', 'methods'], queryFn: getPaymentMethods, staleTime: 5 * 60_000 });
}

/** The product on the checkout page. Unknown (404) is the page's own state, not a notification. */
export function useProduct(id: string) {
  return useQuery({ queryKey: ['commerce', 'product', id], queryFn: () => getProduct(id), meta: { silent: true } });
}

/** Errors are the checkout page's to show (inline, with a link for "already purchased"). */
export function useInitiatePurchase() {
  return useMutation({ mutationFn: initiatePurchase, meta: { silent: true } });
}

export function useSandboxDecision() {
  return useMutation({ mutationFn: decideSandbox });
}

/** Keyed by the account so that another account signing in on this tab never sees these purchases. */
export const myPurchasesQuery = (userId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['commerce', 'mine', userId, 'purchases', page, pageSize],
    queryFn: () => searchPurchases({ page, pageSize }),
  });

export function useMyPurchases(userId: string | undefined, page: number, pageSize: number) {
  return useQuery({ ...myPurchasesQuery(userId ?? '', page, pageSize), enabled: Boolean(userId) });
}

/** What the return page learned from the gateway. */
export type ConfirmOutcome =
  | { kind: 'paid'; purchase: Purchase }
  | { kind: 'pending'; purchase: Purchase }
  | { kind: 'duplicate'; purchase: Purchase }
  | { kind: 'failed'; message: ApiError; purchase: Purchase | undefined };

/**
 * Confirms a return once: "already complete" (a second call, or a webhook that was first) counts as paid, the
 * purchase looked up by its reference; a failed payment answers the purchase too, for "Try again".
 */
async function confirmOnce(
  method: string | undefined,
  referenceId: string | undefined,
  params: Record<string, string>,
): Promise<ConfirmOutcome> {
  try {
    const purchase = await confirmPayment({
      ...(method ? { method } : {}),
      ...(referenceId ? { referenceId } : {}),
      params,
    });
    return { kind: confirmedKind(purchase), purchase };
  } catch (error) {
    if (referenceId && isCode(error, 'HUBPYDN001')) {
      const purchase = await findPurchase(referenceId);
      if (purchase) return { kind: confirmedKind(purchase), purchase };
    }
    if (isCode(error, 'HUBPYFL001'))
      return {
        kind: 'failed',
        message: error as ApiError,
        purchase: referenceId ? await findPurchase(referenceId).catch(() => undefined) : undefined,
      };
    throw error;
  }
}

/**
 * The return page's confirmation, as a query so that it runs once per return: React's strict mode mounting the
 * page twice shares the one call in flight, and nothing asks again on its own.
 */
export function useConfirmReturn(
  method: string | undefined,
  referenceId: string | undefined,
  params: Record<string, string>,
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['commerce', 'confirm', method ?? '', referenceId ?? '', params],
    queryFn: async () => {
      const outcome = await confirmOnce(method, referenceId, params);
      // What the payment bought shows elsewhere (tickets, access, purchases): read afresh on the next visit there.
      if (outcome.kind === 'paid')
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[1] !== 'confirm',
          refetchType: 'none',
        });
      return outcome;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    meta: { silent: true },
  });
}

/** Whether the signed-in caller can watch what this product sells already (bought, given, or in a showcase held). */
export function useOwned(productId: string, signedIn: boolean) {
  return useQuery({
    queryKey: ['commerce', 'owned', productId],
    queryFn: async () =>
      (await api.post('/purchases/owned', { body: { productIds: [productId] } })).items.includes(productId),
    enabled: signedIn,
    // Asked afresh whenever a page shows the button: a purchase just made must show at once.
    staleTime: 0,
  });
}
