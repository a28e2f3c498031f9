import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchField } from './search-field';

function Harness() {
  const [text, setText] = useState('');
  return (
    <>
      <SearchField label="Search papers" placeholder="Search papers" value={text} onChange={setText} />
      <output>{text}</output>
    </>
  );
}

describe('SearchField', () => {
  it('is a search box named by its label that reports what is typed', async () => {
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search papers' });
    await userEvent.type(box, 'algebra');
    expect(box).toHaveValue('algebra');
    expect(screen.getByRole('status')).toHaveTextContent('algebra');
  });
});
