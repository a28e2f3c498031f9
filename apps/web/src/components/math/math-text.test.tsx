import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathText } from './math-text';

describe('MathText', () => {
  it('shows plain text as it is', () => {
    render(
      <p>
        <MathText text="ഇന്ത്യയുടെ തലസ്ഥാനം?" />
      </p>,
    );
    expect(screen.getByText('ഇന്ത്യയുടെ തലസ്ഥാനം?')).toBeInTheDocument();
  });

  it('draws the math with KaTeX, with MathML for screen readers, and keeps the text around it', async () => {
    const { container } = render(
      <p data-testid="question">
        <MathText text="Solve $\frac{1}{2} + x = 1$ for x" />
      </p>,
    );
    expect(screen.getByTestId('question')).toHaveTextContent('Solve');
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('math')).not.toBeNull();
    expect(container.querySelector('annotation')?.textContent).toBe('\\frac{1}{2} + x = 1');
    expect(screen.getByTestId('question')).toHaveTextContent('for x');
  });

  it('shows a broken formula as its TeX instead of failing', async () => {
    const { container } = render(<MathText text="Broken $\frac{1}{$ here" />);
    await waitFor(() => expect(container.querySelector('.katex-error, .katex')).not.toBeNull());
    expect(container.textContent).toContain('\\frac{1}{');
  });
});
