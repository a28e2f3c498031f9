/**
 * A grievance about personal data, from the student to the console and back: a new student files
 * one and sees its number and due date; the demo admin opens it in the console's Data requests,
 * replies and closes it; the student sees the reply, the status in words and a notification. The
 * other tabs of Data requests open too: the student's request for a copy of their data is listed
 * (masked phone, no link to the copy), and account deletions and parental consents. At 1280 px and
 * at 390 px, axe clean on every screen and nothing wider than a phone's screen.
 */
import type { Browser, Page } from '@playwright/test';
import { demoAdminToken, newStudent, useToken } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function journey(page: Page, browser: Browser, width: number, phone: string) {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: 844 });
  const name = width < 600 ? 'Grievance Phone Student' : 'Grievance Desktop Student';
  const { token } = await newStudent(page.request, name, phone);
  const subject = `Who can read my phone number? (${phone})`;
  const replyWords = `Only the admins of Padanam, to answer you (${phone}).`;
  let number = '';

  await test.step('the student files a grievance and sees its number and due date', async () => {
    await useToken(page, token);
    await page.goto('/#/my-profile/grievances');
    await expect(page.getByRole('heading', { level: 1, name: 'Grievances' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contact for your personal data' })).toBeVisible();
    const form = page.getByRole('form', { name: 'File a grievance' });
    await form.getByLabel('What is it about?').selectOption({ label: 'Seeing the data you hold about me' });
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Your grievance').fill('Please tell me who in Padanam can see my phone number, and why.');
    await form.getByRole('button', { name: 'File grievance' }).click();
    const filed = form.getByRole('status');
    await expect(filed).toHaveText(
      /^Your grievance GR-\d{4}-\d{6} is filed\. We will answer by \d{1,2} \w{3} \d{4}\.$/,
    );
    number = /GR-\d{4}-\d{6}/.exec((await filed.textContent()) ?? '')![0];
    const item = page.getByRole('listitem', { name: `Grievance ${number}` });
    await expect(item.getByText('Received', { exact: true })).toBeVisible();
    await expect(item.getByText(/Answer due by \d{1,2} \w{3} \d{4}/)).toBeVisible();
    await expectNoSeriousViolations(page, `Grievances at ${width} px`);
    await fitsTheScreen(page, width);
    const asked = await page.request.post('/api/me/data-exports', { headers: { authorization: `Bearer ${token}` } });
    expect(asked.status()).toBe(202);
  });

  await test.step('the admin opens it in Data requests, replies and closes it', async () => {
    const adminContext = await browser.newContext({ viewport: { width, height: 844 } });
    const admin = await adminContext.newPage();
    await useToken(admin, await demoAdminToken(admin.request));
    await admin.goto('/#/admin/data-requests?status=open');
    await expect(admin.getByRole('heading', { level: 1, name: 'Data requests' })).toBeVisible();
    await expect(admin.getByRole('tab', { name: 'Grievances' })).toHaveAttribute('aria-selected', 'true');
    const row = admin.getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText(name);
    await expect(row).toContainText('Open');
    await expectNoSeriousViolations(admin, `Console: data requests at ${width} px`);
    await row.getByRole('link', { name: `Open grievance ${number}` }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Grievance ${number} from ${name}` })).toBeVisible();
    await expect(admin.getByText(subject)).toBeVisible();
    await expectNoSeriousViolations(admin, `Console: a grievance at ${width} px`);
    await admin.getByLabel('Your reply').fill(replyWords);
    await admin.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.getByRole('list', { name: 'Replies' }).getByText(replyWords)).toBeVisible();
    await expect(admin.getByLabel('Status')).toHaveValue('answered');
    await admin.getByLabel('Status').selectOption('closed');
    await admin.getByRole('button', { name: 'Save status' }).click();
    await expect(admin.getByRole('button', { name: 'Save status' })).toBeDisabled();
    await admin.goto('/#/admin/data-requests?status=closed');
    await expect(admin.getByRole('row', { name: new RegExp(number) })).toContainText('Closed');
    await adminContext.close();
  });

  await test.step('the admin opens the other kinds of data request, one tab each', async () => {
    const adminContext = await browser.newContext({ viewport: { width, height: 844 } });
    const admin = await adminContext.newPage();
    await useToken(admin, await demoAdminToken(admin.request));
    await admin.goto('/#/admin/data-requests');
    await expect(admin.getByRole('tab', { name: 'Grievances' })).toHaveAttribute('aria-selected', 'true');

    await admin.getByRole('tab', { name: 'Data exports' }).click();
    await expect(admin).toHaveURL(/#\/admin\/data-requests\/exports$/);
    await expect(admin.getByRole('tab', { name: 'Data exports' })).toHaveAttribute('aria-selected', 'true');
    await expect(admin.getByText(/staff never do, so there is no link to it here/)).toBeVisible();
    const copy = admin.getByRole('row', { name: new RegExp(name) }).first();
    await expect(copy).toContainText(`******${phone.slice(-4)}`);
    await expect(copy.getByRole('link')).toHaveCount(0);
    await expectNoSeriousViolations(admin, `Console: data exports at ${width} px`);
    await fitsTheScreen(admin, width);

    await admin.getByRole('tab', { name: 'Account deletions' }).click();
    await expect(admin).toHaveURL(/#\/admin\/data-requests\/erasures$/);
    await expect(admin.getByRole('combobox', { name: /^State/ })).toBeVisible();
    await expectNoSeriousViolations(admin, `Console: account deletions at ${width} px`);
    await fitsTheScreen(admin, width);

    await admin.getByRole('tab', { name: 'Parental consents' }).click();
    await expect(admin).toHaveURL(/#\/admin\/data-requests\/parental-consents$/);
    await expect(admin.getByRole('combobox', { name: /^Consent/ })).toBeVisible();
    await expectNoSeriousViolations(admin, `Console: parental consents at ${width} px`);
    await fitsTheScreen(admin, width);
    await adminContext.close();
  });

  await test.step('the student sees the reply and the status, and is notified', async () => {
    await page.goto('/#/my-profile/notification');
    await expect(page.getByRole('article').filter({ hasText: `Your grievance ${number} has a reply` })).toContainText(
      replyWords,
    );
    await page.goto('/#/my-profile/grievances');
    const item = page.getByRole('listitem', { name: `Grievance ${number}` });
    await expect(item.getByText('Closed', { exact: true })).toBeVisible();
    await expect(item.getByRole('list', { name: 'Replies' })).toContainText(replyWords);
    await expect(item.getByRole('list', { name: 'Replies' })).toContainText('Padanam Admin');
    await expectNoSeriousViolations(page, `Grievances answered at ${width} px`);
    await fitsTheScreen(page, width);
  });
}

const stamp = () => String(Date.now() % 10_000_000).padStart(7, '0');

test('a grievance is filed, answered and closed in the console, and the student reads the reply, at 1280 px', async ({
  page,
  browser,
}) => {
  await journey(page, browser, 1280, `89${stamp()}1`);
});

test('a grievance filed and answered on a phone, at 390 px @mobile', async ({ page, browser }) => {
  await journey(page, browser, 390, `89${stamp()}2`);
});
