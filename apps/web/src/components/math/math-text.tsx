/**
 * A question's text, option or solution with its LaTeX drawn by KaTeX. Plain text renders as it
 * is and never loads KaTeX; each piece of math shows its TeX until KaTeX arrives, then the drawn
 * formula (with MathML that screen readers read).
 */
import { useEffect, useMemo, useRef } from 'react';
import { splitMath } from '../../lib/math-segments';
import './math-text.css';

function Formula({ tex, display }: { tex: string; display: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let isCurrent = true;
    // The TeX itself until KaTeX has drawn it (the span is ours, not React's, to fill).
    if (ref.current) ref.current.textContent = tex;
    void import('./render-math').then(({ renderMath }) => {
      if (isCurrent && ref.current) renderMath(ref.current, tex, display);
    });
    return () => {
      isCurrent = false;
    };
  }, [tex, display]);
  return <span ref={ref} className={display ? 'math math--display' : 'math'} data-math={tex} />;
}

export function MathText({ text }: { text: string }) {
  const segments = useMemo(() => splitMath(text), [text]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <Formula
            key={`${index}:${String(segment.display)}:${segment.tex}`}
            tex={segment.tex}
            display={segment.display}
          />
        ),
      )}
    </>
  );
}
