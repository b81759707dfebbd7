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
 * A change to the cart (add a variant, set a line's quantity, remove a line). The cart is read back
 * after every attempt, refused ones too: a refusal (`Incorrect Mall`, `NO_PRODUCT_MATCH`) may come
 * from a cart that changed in another tab.
 */
function useCartChange<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<unknown>(path, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mallKeys.cart() }),
  });
}

export const useAddToCart = () => useCartChange<CartAddInput>(mallPaths.cartAdd);
export const useUpdateCartLine = () => useCartChange<CartAddInput>(mallPaths.cartUpdate);
export const useRemoveCartLine = () => useCartChange<CartRemoveInput>(mallPaths.cartRemove);
