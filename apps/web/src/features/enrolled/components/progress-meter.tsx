// A progress percentage in words with a bar under it, and optionally what makes the figure up. The
// words are what assistive technology reads; the bar repeats them for the eye, so it is hidden from it.
import { useLingui } from '@lingui/react/macro';

type TProgressMeterProps = {
  /** 0-100. */
  percent: number;
  /** The figure in words, e.g. '40% of modules completed'; '40% complete' when not given. */
  text?: string;
  /** A line under the bar: the parts the figure is made of. */
  detail?: string;
};

export function ProgressMeter({ percent, text, detail }: TProgressMeterProps) {
  const { t } = useLingui();
  return (
    <div className="progress-meter">
      <p className="progress-meter__text">{text ?? t`${percent}% complete`}</p>
      <progress className="progress-meter__bar" value={percent} max={100} aria-hidden="true" />
      {detail && <p className="progress-meter__detail">{detail}</p>}
    </div>
  );
}
