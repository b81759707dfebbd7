import { type Cart, type CartAddInput, type CartRemoveInput, mallPaths } from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mallKeys } from './keys';

export const getCartQueryOptions = () =>
  queryOptions({
    queryKey: mallKeys.cart(),
    queryFn: ({ signal }) => api.get<Cart>(mallPaths.cart, { signal }),
  });

export const useCart = () => useQuery(getCartQueryOptions());

/**
 * A change to the cart (add a variant, set a line's quantity, remove a line): the server answers the
 * cart as it now is. A refusal (`Incorrect Mall`, `NO_PRODUCT_MATCH`) may come from a cart that
 * changed in another tab, so the cart is read again then.
 */
function useCartChange<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<Cart>(path, body),
    onSuccess: (cart) => queryClient.setQueryData(mallKeys.cart(), cart),
    onError: () => queryClient.invalidateQueries({ queryKey: mallKeys.cart() }),
  });
}

export const useAddToCart = () => useCartChange<CartAddInput>(mallPaths.cartAdd);
export const useUpdateCartLine = () => useCartChange<CartAddInput>(mallPaths.cartUpdate);
export const useRemoveCartLine = () => useCartChange<CartRemoveInput>(mallPaths.cartRemove);
