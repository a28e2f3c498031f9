/**
 * The way a student reaches a test's instructions from the learning screen: the module's
 * Learn now, the Mock test tab, then Attend Test on the Weekly Challenge card.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function openInstructionsFromMockTestCard(page: Page, moduleTitle: string): Promise<void> {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: moduleTitle, exact: true }) })
    .getByRole('button', { name: 'Learn now' })
    .click();
  await page.getByRole('tab', { name: 'Mock test' }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Weekly Challenge' }) })
    .getByRole('link', { name: 'Attend Test' })
    .click();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
}
