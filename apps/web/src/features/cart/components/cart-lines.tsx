// The cart's lines, papers under 'Paper-Based Plan' and single modules under 'Module-Based Plan'.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCartLine } from '@padanam/contract';
import { formatAmount } from '../../../lib/money';

type TCartLinesProps = {
  lines: TCartLine[];
  onRemove: (line: TCartLine) => void;
};

export function CartLines({ lines, onRemove }: TCartLinesProps) {
  const { t } = useLingui();
  const papers = lines.filter((line) => line.kind === 'paper');
  const modules = lines.filter((line) => line.kind === 'module');
  return (
    <div className="cart-lines">
      {papers.length > 0 && (
        <CartSection
          headingId="cart-paper-based-heading"
          title={t`Paper-Based Plan`}
          lines={papers}
          onRemove={onRemove}
        />
      )}
      {modules.length > 0 && (
        <CartSection
          headingId="cart-module-based-heading"
          title={t`Module-Based Plan`}
          lines={modules}
          onRemove={onRemove}
        />
      )}
    </div>
  );
}

function CartSection({ headingId, title, lines, onRemove }: { headingId: string; title: string } & TCartLinesProps) {
  return (
    <section className="card cart-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-section__title">
        {title}
      </h2>
      <ul className="cart-section__lines">
        {lines.map((line) => (
          <CartLine key={line.id} line={line} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}

function CartLine({ line, onRemove }: { line: TCartLine; onRemove: (line: TCartLine) => void }) {
  const { t } = useLingui();
  const { paperTitle, paperType, moduleNumber } = line;
  const moduleTitle = line.moduleTitle ?? '';
  return (
    <li className="cart-line">
      <div className="cart-line__text">
        <p className="cart-line__title">{paperTitle}</p>
        <p className="cart-line__detail">
          {moduleNumber === null ? t`${paperType} paper · every module` : t`Module ${moduleNumber}: ${moduleTitle}`}
        </p>
      </div>
      <p className="cart-line__price">
        {line.listPricePaise !== null && line.listPricePaise > line.pricePaise && (
          <del>
            <span className="visually-hidden">
              <Trans>Regular price</Trans>{' '}
            </span>
            {formatAmount(line.listPricePaise)}
          </del>
        )}
        <span>{formatAmount(line.pricePaise)}</span>
      </p>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-label={moduleNumber === null ? t`Remove ${paperTitle}` : t`Remove ${paperTitle}, Module ${moduleNumber}`}
        onClick={() => onRemove(line)}
      >
        <Trans>Remove</Trans>
      </button>
    </li>
  );
}
