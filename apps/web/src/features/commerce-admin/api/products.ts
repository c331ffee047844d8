import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

type AdminProductSearchRequest = ApiBody<'post', '/products/admin/search'>;
export type ProductFields = ApiBody<'post', '/products'>;
import { COMMERCE_ADMIN_KEY } from './keys';

export const productsQuery = (body: AdminProductSearchRequest) =>
  queryOptions({
    queryKey: [COMMERCE_ADMIN_KEY, 'products', body],
    queryFn: () => api.post('/products/admin/search', { body }),
    placeholderData: keepPreviousData,
  });

/** Back office (TRANSACTION): products, newest first, by type and name. */
export function useProducts(body: AdminProductSearchRequest) {
  return useQuery(productsQuery(body));
}

export const saveProduct = ({ productId, fields }: { productId?: string; fields: ProductFields }) =>
  productId
    ? api.put('/products/admin/{productId}', { path: { productId }, body: fields })
    : api.post('/products', { body: fields });

/** Creates a product (no id) or changes one: price, sale window, switched on or off. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    // Field errors are shown in the dialog; the dialog reports the others.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COMMERCE_ADMIN_KEY, 'products'] }),
  });
}
