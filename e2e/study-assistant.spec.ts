/**
 * The study assistant answers from the student's own notes: a new student asks about a term whose
 * meaning is on page 3 of a free module's note, follows the citation, and the note viewer opens on
 * page 3; asked about something only in a module they have not bought, it says nothing matches.
 */
import { newStudent, useToken } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// From the demo notes: Data Structures, Module 1 (a free preview) explains "Algorithm" on page 3;
// Module 2 (not free) is the only one that explains a stack overflow this way.
const ON_PAGE_3 = 'finite well-defined sequence of steps that solves a problem';
const ONLY_IN_A_LOCKED_MODULE = 'adding an element to a stack that is already full';

test('a question about the notes cites page 3 and the citation opens the viewer there', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now() % 10_000_000).padStart(7, '0');
  const { token } = await newStudent(page.request, 'Assistant Asker', `96${stamp}1`);
  const headers = { authorization: `Bearer ${token}` };
  // The server reads the demo notes' text when it starts; suggestions appear once it has.
  await expect(async () => {
    const list = await page.request.get('/api/assistant/conversations', { headers });
    expect(((await list.json()) as { suggestions: string[] }).suggestions.length).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });

  await useToken(page, token);
  await page.goto('/#/chat-assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Study Assistant' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Suggested questions' })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Ask about your notes' });

  await test.step('something only in a module the student has not bought: nothing matches', async () => {
    await box.fill(ONLY_IN_A_LOCKED_MODULE);
    await box.press('Enter');
    await expect(page.getByText(/^Nothing in your notes matches that\./)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pages of your notes' })).toHaveCount(0);
  });

  await test.step('a term explained on page 3 of a free module’s note', async () => {
    await box.fill(`What is a ${ON_PAGE_3}?`);
    await page.getByRole('button', { name: 'Ask' }).click();
    const citations = page.getByRole('list', { name: 'Pages of your notes' });
    await expect(citations).toBeVisible();
    const first = citations.getByRole('listitem').first();
    await expect(first).toContainText('Data Structures · Module 1');
    await expect(first.locator('mark').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'Study assistant with an answer');
    await first.getByRole('link', { name: /at page 3$/ }).click();
  });

  await test.step('the note viewer opens at page 3', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'PDF Viewer' })).toBeVisible();
    await expect(page.getByRole('region', { name: /, page 3$/ })).toBeVisible();
    await expect(page.getByText('3 / 5')).toBeVisible();
    // The words the question matched are marked on the page.
    await expect(page.locator('.pdf-viewer .textLayer .highlight').first()).toBeVisible();
    await expect(page.locator('.pdf-viewer__find-count')).toHaveText(/^\d+ of \d+$/);
  });
});
