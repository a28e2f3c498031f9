// Buying one thing (a paper or a module): owned, in the cart, being added, or ready to add. Adding
// needs a login, shows 'Adding...' while it is sent, and then goes on to /cart (spec "Saving and
// cart"). Every card and plan that sells something uses this one behaviour.
import { useLingui } from '@lingui/react';
import type { TCartAdd } from '@padanam/contract';
import { useNavigate } from 'react-router';
import { isInCart, useAddToCart, useCart } from '../../api/cart';
import { paths, type TCartState } from '../../config/paths';
import { useSession } from '../../lib/session/use-session';
import { useAfterLoad } from '../../lib/use-after-load';
import { cartLineTitle } from './cart-line-title';

export type TPurchaseState = 'owned' | 'in-cart' | 'adding' | 'can-add';

export function usePurchase(item: TCartAdd, isOwned: boolean) {
  const { i18n } = useLingui();
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
    const before = cart.data?.items ?? [];
    add.mutate(item, {
      onSuccess: (after) => {
        // Adding a whole paper takes its modules' lines out (the paper includes them): say so
        // (named in the language on screen now: the cart shows them next).
        const kept = new Set(after.items.map((line) => line.id));
        const state: TCartState = {
          coveredByPaper: before.filter((line) => !kept.has(line.id)).map((line) => cartLineTitle(line, i18n)),
        };
        void navigate(paths.cart, { state });
      },
    });
  };

  return { state, addToCart, error: add.error };
}
