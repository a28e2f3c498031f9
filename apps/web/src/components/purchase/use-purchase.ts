// Buying one thing (a paper or a module): owned, in the cart, being added, or ready to add. Adding
// needs a login, shows 'Adding...' while it is sent, and then goes on to /cart (spec "Saving and
// cart"). Every card and plan that sells something uses this one behaviour.
import type { TCartAdd } from '@padanam/contract';
import { useNavigate } from 'react-router';
import { isInCart, useAddToCart, useCart } from '../../api/cart';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/use-session';
import { useAfterLoad } from '../../lib/use-after-load';

export type TPurchaseState = 'owned' | 'in-cart' | 'adding' | 'can-add';

export function usePurchase(item: TCartAdd, isOwned: boolean) {
  const isLoggedIn = useSession().hasToken;
  const navigate = useNavigate();
  const hasLoaded = useAfterLoad();
  const cart = useCart({ isEnabled: isLoggedIn && hasLoaded });
  const add = useAddToCart();

  const state: TPurchaseState = isOwned
    ? 'owned'
    : isInCart(cart.data, item)
      ? 'in-cart'
      : add.isPending
        ? 'adding'
        : 'can-add';

  const addToCart = () => {
    if (!isLoggedIn) {
      void navigate(paths.login);
      return;
    }
    if (state !== 'can-add') return;
    add.mutate(item, { onSuccess: () => void navigate(paths.cart) });
  };

  return { state, addToCart, error: add.error };
}
