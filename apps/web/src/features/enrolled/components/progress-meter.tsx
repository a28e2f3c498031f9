// A progress percentage in words with a bar under it. The words are what assistive technology
// reads; the bar repeats them for the eye, so it is hidden from it.
type TProgressMeterProps = {
  /** 0-100. */
  percent: number;
  label?: string;
};

export function ProgressMeter({ percent, label = 'complete' }: TProgressMeterProps) {
  return (
    <div className="progress-meter">
      <p className="progress-meter__text">
        {percent}% {label}
      </p>
      <progress className="progress-meter__bar" value={percent} max={100} aria-hidden="true" />
    </div>
  );
}
