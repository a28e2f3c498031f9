// The console's table frame scrolls sideways on a phone: it is a named region the keyboard can
// reach and scroll (WCAG 2.1.1; axe's scrollable-region-focusable), even with no button inside.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppI18nProvider } from '../../lib/i18n/i18n-provider';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('is a named region that takes focus', () => {
    // The app's language provider, as the app has it around every screen.
    const { rerender } = render(
      <DataTable headings={['Order', 'Buyer', '']}>
        <tr>
          <td>PDN-000001</td>
          <td>Demo Student</td>
          <td />
        </tr>
      </DataTable>,
      { wrapper: AppI18nProvider },
    );
    const frame = screen.getByRole('region', { name: 'Table, scrolls sideways' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame).toContainElement(screen.getByRole('table'));

    rerender(
      <DataTable headings={['Order']} label="Orders">
        {null}
      </DataTable>,
    );
    expect(screen.getByRole('region', { name: 'Orders' })).toBeInTheDocument();
  });
});
