// The cart's lines, papers under 'Paper-Based Plan' and single modules under 'Module-Based Plan'.
import type { TCartLine } from '@padanam/contract';
import { formatAmount } from '../../../lib/money';

type TCartLinesProps = {
  lines: TCartLine[];
  onRemove: (line: TCartLine) => void;
};

export function CartLines({ lines, onRemove }: TCartLinesProps) {
  const papers = lines.filter((line) => line.kind === 'paper');
  const modules = lines.filter((line) => line.kind === 'module');
  return (
    <div className="cart-lines">
      {papers.length > 0 && <CartSection title="Paper-Based Plan" lines={papers} onRemove={onRemove} />}
      {modules.length > 0 && <CartSection title="Module-Based Plan" lines={modules} onRemove={onRemove} />}
    </div>
  );
}

function CartSection({ title, lines, onRemove }: { title: string } & TCartLinesProps) {
  const headingId = `cart-${title.split(' ')[0]!.toLowerCase()}-heading`;
  return (
    <section className="card cart-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-section__title">
        {title}
      </h2>
      <ul className="cart-section__lines">
        {lines.map((line) => (
          <li key={line.id} className="cart-line">
            <div className="cart-line__text">
              <p className="cart-line__title">{line.paperTitle}</p>
              <p className="cart-line__detail">
                {line.moduleNumber === null
                  ? `${line.paperType} paper · every module`
                  : `Module ${line.moduleNumber}: ${line.moduleTitle ?? ''}`}
              </p>
            </div>
            <p className="cart-line__price">
              {line.listPricePaise !== null && line.listPricePaise > line.pricePaise && (
                <del>
                  <span className="visually-hidden">Regular price </span>
                  {formatAmount(line.listPricePaise)}
                </del>
              )}
              <span>{formatAmount(line.pricePaise)}</span>
            </p>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-label={`Remove ${line.paperTitle}${line.moduleNumber === null ? '' : `, Module ${line.moduleNumber}`}`}
              onClick={() => onRemove(line)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
