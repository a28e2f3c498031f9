// What a module costs the student: 'Enrolled' when they own it, 'Free' for a preview, the
// Module-Based Plan's price from the server, or 'With the paper' when it is not sold alone.
import { Trans } from '@lingui/react/macro';
import type { TModuleSummary } from '@padanam/contract';
import { formatPrice } from '../../../lib/money';

export function ModulePrice({ module }: { module: TModuleSummary }) {
  if (module.isEnrolled) {
    return (
      <span className="paper-module__price paper-module__price--owned">
        {/* A state, not the Enrolled page's name: the two read differently in Malayalam. */}
        <Trans context="purchase state">Enrolled</Trans>
      </span>
    );
  }
  if (module.isFreePreview) {
    return (
      <span className="paper-module__price">
        <Trans>Free</Trans>
      </span>
    );
  }
  if (module.pricePaise === null) {
    return (
      <span className="paper-module__price">
        <Trans>With the paper</Trans>
      </span>
    );
  }
  return (
    <span className="paper-module__price">
      {module.listPricePaise !== null && module.listPricePaise > module.pricePaise && (
        <del className="paper-module__list-price">
          <span className="visually-hidden">
            <Trans>Regular price</Trans>{' '}
          </span>
          {formatPrice(module.listPricePaise)}
        </del>
      )}
      {formatPrice(module.pricePaise)}
    </span>
  );
}
