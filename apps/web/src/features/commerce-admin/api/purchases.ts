import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, PaymentLog, Purchase, PurchaseSearchRequest } from '@ringside/contract';
import { ApiError, untypedApi } from '../../../lib/api-client';
import { COMMERCE_ADMIN_KEY } from './keys';

export const purchasesQuery = (body: PurchaseSearchRequest) =>
  queryOptions({
    queryKey: [COMMERCE_ADMIN_KEY, 'purchases', body],
    queryFn: () => untypedApi<Page<Purchase>>('POST', '/purchases/search', body),
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
    queryFn: async (): Promise<PaymentLog[]> => {
      try {
        return (await untypedApi<{ items: PaymentLog[] }>('GET', `/purchases/${encodeURIComponent(referenceId ?? '')}/logs`))
          .items;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'HUBPLST001') return [];
        throw error;
      }
    },
    enabled: Boolean(referenceId),
  });
}

export const refundPurchase = ({ referenceId, note }: { referenceId: string; note?: string }) =>
  untypedApi<Purchase>('POST', `/purchases/${encodeURIComponent(referenceId)}/refund`, note ? { note } : {});

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
