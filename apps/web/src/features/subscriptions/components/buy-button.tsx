// A plan's buy path for one paper or module: 'Add … to cart' ('Adding...'), 'In your cart', or
// 'Enrolled' with the way in.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { TPurchaseState } from '../../../components/purchase/use-purchase';
import { paths } from '../../../config/paths';

type TBuyButtonProps = {
  label: string;
  state: TPurchaseState;
  onAdd: () => void;
  /** Where an owner goes to study it. */
  ownedPath: string;
};

export function BuyButton({ label, state, onAdd, ownedPath }: TBuyButtonProps) {
  const { t } = useLingui();
  if (state === 'owned')
    return (
      <Link to={ownedPath} className="btn btn--secondary">
        <Trans>Enrolled: open it</Trans>
      </Link>
    );
  if (state === 'in-cart')
    return (
      <Link to={paths.cart} className="btn btn--secondary">
        <Trans>In your cart: check out</Trans>
      </Link>
    );
  return (
    <button type="button" className="btn btn--primary" disabled={state === 'adding'} onClick={onAdd}>
      {state === 'adding' ? t`Adding...` : label}
    </button>
  );
}
