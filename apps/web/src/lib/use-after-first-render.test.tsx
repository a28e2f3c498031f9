import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstRender } from './use-after-first-render';

describe('useAfterFirstRender', () => {
  it('is false for the first render and true in the render right after it', async () => {
    const seen: boolean[] = [];
    function Page() {
      const showsRest = useAfterFirstRender();
      seen.push(showsRest);
      return <p>{showsRest ? 'everything' : 'the top'}</p>;
    }
    render(<Page />);
    expect(await screen.findByText('everything')).toBeInTheDocument();
    expect(seen).toEqual([false, true]);
  });
});
