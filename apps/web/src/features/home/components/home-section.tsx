// The frame every Home section shares: an h2, an optional subtitle, and the content.
import { useId, type ReactNode } from 'react';

type THomeSectionProps = {
  title: string;
  subtitle?: string;
  className?: string;
  children: ReactNode;
};

export function HomeSection({ title, subtitle, className, children }: THomeSectionProps) {
  const headingId = useId();
  return (
    <section className={`home-section${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <div className="home-section__header">
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        {subtitle && <p className="home-section__subtitle">{subtitle}</p>}
      </div>
      {children}
    </section>
  );
}
