import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiBody, api } from '../../../lib/api-client';

type PurchaseSearchRequest = ApiBody<'post', '/purchases/search'>;
import { COMMERCE_ADMIN_KEY } from './keys';

export const purchasesQuery = (body: PurchaseSearchRequest) =>
  queryOptions({
    queryKey: [COMMERCE_ADMIN_KEY, 'purchases', body],
    queryFn: () => api.post('/purchases/search', { body }),
    placeholderData: keepPreviousData,
  });

/** Back office (TRANSACTION): every customer's purchases, newest first, by status, method and reference. */
export function usePurchases(body: PurchaseSearchRequest) {
  return useQuery(purchasesQuery(body));
}

/** A purchase's payment log, oldest first; a purchase with no line yet (404 HUBPLST001) has an empty one. */
export function usePaymentLog(referenceId: string | undefined) {
  return useQuery({
    queryKey: [COMMERCE_ADMIN_KEY, 'logs', referenceId],
    queryFn: async () => {
      try {
        return (await api.get('/purchases/{referenceId}/logs', { path: { referenceId: referenceId ?? '' } })).items;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'HUBPLST001') return [];
        throw error;
      }
    },
    enabled: Boolean(referenceId),
  });
}

export const refundPurchase = ({ referenceId, note }: { referenceId: string; note?: string }) =>
  api.post('/purchases/{referenceId}/refund', { path: { referenceId }, body: note ? { note } : {} });

/** Refunds a paid purchase: the gateway gives the money back (or it is recorded as by hand) and access ends. */
export function useRefundPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPurchase,
    onSuccess: (purchase) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [COMMERCE_ADMIN_KEY, 'purchases'] }),
        queryClient.invalidateQueries({ queryKey: [COMMERCE_ADMIN_KEY, 'logs', purchase.referenceId] }),
      ]),
  });
}
