// A paper's scores out of 100 over time as a small SVG line; its name says the same in words.
import { useLingui } from '@lingui/react/macro';
import type { TPaperTrend } from '../score-trend';
import { trendDirection } from '../score-trend';

const WIDTH = 120;
const HEIGHT = 32;
const PAD = 3;

export function ScoreSparkline({ trend }: { trend: TPaperTrend }) {
  const { t } = useLingui();
  const { points, paperTitle } = trend;
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  const xy = points.map((point, index) => ({
    x: points.length > 1 ? PAD + index * step : WIDTH / 2,
    y: PAD + ((100 - point.score) / 100) * (HEIGHT - 2 * PAD),
  }));
  const scores = points.map((point) => point.score).join(', ');
  const direction = trendDirection(points);
  const label =
    direction === 'rising'
      ? t`${paperTitle}: scores out of 100, oldest first: ${scores} (rising)`
      : direction === 'falling'
        ? t`${paperTitle}: scores out of 100, oldest first: ${scores} (falling)`
        : t`${paperTitle}: scores out of 100, oldest first: ${scores} (steady)`;
  return (
    <svg className="score-sparkline" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <line className="score-sparkline__base" x1={0} x2={WIDTH} y1={HEIGHT - PAD} y2={HEIGHT - PAD} />
      {xy.length > 1 && (
        <polyline className="score-sparkline__line" points={xy.map(({ x, y }) => `${x},${y}`).join(' ')} />
      )}
      {xy.map(({ x, y }, index) => (
        <circle key={points[index]?.attemptId} className="score-sparkline__dot" cx={x} cy={y} r={2.2} />
      ))}
    </svg>
  );
}
