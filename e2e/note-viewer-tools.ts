import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * On a phone the note viewer's bar over the note is the pager and a toggle; zoom, find and the PDF
 * tool open from it. Opens them there; on a wide screen they are always shown and this does nothing.
 */
export async function showNoteTools(page: Page) {
  const toggle = page.getByRole('button', { name: 'Zoom, find and the PDF tool' });
  if (!(await toggle.isVisible()) || (await toggle.getAttribute('aria-expanded')) === 'true') return;
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
