// What a module costs the student: 'Enrolled' when they own it, 'Free' for a preview, the
// Module-Based Plan's price from the server, or 'With the paper' when it is not sold alone.
import type { TModuleSummary } from '@padanam/contract';
import { formatPrice } from '../../../lib/money';

export function ModulePrice({ module }: { module: TModuleSummary }) {
  if (module.isEnrolled) return <span className="paper-module__price paper-module__price--owned">Enrolled</span>;
  if (module.isFreePreview) return <span className="paper-module__price">Free</span>;
  if (module.pricePaise === null) return <span className="paper-module__price">With the paper</span>;
  return (
    <span className="paper-module__price">
      {module.listPricePaise !== null && module.listPricePaise > module.pricePaise && (
        <del className="paper-module__list-price">
          <span className="visually-hidden">Regular price </span>
          {formatPrice(module.listPricePaise)}
        </del>
      )}
      {formatPrice(module.pricePaise)}
    </span>
  );
}
