// The course card's cart action (spec "Course card"): 'Add to cart', 'Adding...' while it is sent,
// a cart icon linking to /cart once the paper is there, and nothing for a paper the student owns (the
// card's price line says 'Enrolled' instead).
import { useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { TPurchaseState } from '../../../components/purchase/use-purchase';

type TAddToCartButtonProps = {
  paperTitle: string;
  state: TPurchaseState;
  onAdd: () => void;
};

export function AddToCartButton({ paperTitle, state, onAdd }: TAddToCartButtonProps) {
  const { t } = useLingui();
  if (state === 'owned') return null;
  if (state === 'in-cart')
    return (
      <Link to={paths.cart} className="icon-button paper-card__in-cart" aria-label={t`${paperTitle} is in your cart`}>
        <ShoppingCart aria-hidden="true" />
      </Link>
    );
  const isAdding = state === 'adding';
  const text = isAdding ? t`Adding...` : t`Add to cart`;
  return (
    // The name starts with the words on the button (WCAG 2.5.3, label in name), so 'Add to cart'
    // spoken to voice control finds it; the paper tells one card's button from the next.
    <button
      type="button"
      className="btn btn--secondary btn--small paper-card__add"
      aria-label={isAdding ? t`Adding... ${paperTitle}` : t`Add to cart: ${paperTitle}`}
      disabled={isAdding}
      onClick={onAdd}
    >
      {text}
    </button>
  );
}
