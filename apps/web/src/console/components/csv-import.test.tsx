import type { TImportReport } from '@padanam/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppI18nProvider } from '../../lib/i18n/i18n-provider';
import { CsvImport } from './csv-import';

const LABELS = {
  written: 'Enrolled',
  unchanged: 'Already enrolled',
  refused: 'Refused',
  'not-written': 'Valid, not written',
};

const stopped: TImportReport = {
  dryRun: false,
  isStopped: true,
  rows: [
    {
      line: 2,
      label: '9811100001',
      outcome: 'not-written',
      messages: ['Valid; not written because other lines were refused.'],
    },
    { line: 3, label: '9811100099', outcome: 'refused', messages: ['No student has signed up with this phone.'] },
  ],
  counts: { written: 0, unchanged: 0, valid: 0, 'not-written': 1, refused: 1, unsupported: 0 },
};
const done: TImportReport = {
  ...stopped,
  isStopped: false,
  rows: [{ ...stopped.rows[0]!, outcome: 'written', messages: ['Enrolled.'] }, stopped.rows[1]!],
  counts: { ...stopped.counts, 'not-written': 0, written: 1 },
};

describe('CsvImport', () => {
  it('shows the import report: a stopped import with each line’s verdict, then the valid rows imported when asked', async () => {
    const calls: boolean[] = [];
    render(
      <CsvImport
        subjectHeading="Phone"
        doneWord="enrolled"
        outcomeLabels={LABELS}
        isRunning={false}
        run={async (_csv, importValidRows) => {
          calls.push(importValidRows);
          return importValidRows ? done : stopped;
        }}
      />,
      // The app's language provider, as the app has it around every screen.
      { wrapper: AppI18nProvider },
    );
    await userEvent.type(screen.getByLabelText('Or paste the lines'), 'phone,paper_id');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Nothing was written: 1 line was refused' })).toBeVisible();
    const refusedRow = screen.getByRole('row', { name: /9811100099/ });
    expect(within(refusedRow).getByText('Refused')).toHaveClass('admin-status--refused');
    expect(within(refusedRow).getByText('No student has signed up with this phone.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Import the valid rows' }));
    expect(await screen.findByRole('heading', { name: 'Done: 1 enrolled, 1 refused' })).toBeVisible();
    expect(within(screen.getByRole('row', { name: /9811100001/ })).getByText('Enrolled')).toHaveClass(
      'admin-status--written',
    );
    expect(screen.queryByRole('button', { name: 'Import the valid rows' })).not.toBeInTheDocument();
    expect(calls).toEqual([false, true]);
  });
});
