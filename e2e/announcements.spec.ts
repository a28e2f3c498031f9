/**
 * An admin announces an exam to one department in the console; a student of that department sees
 * the unread count on the top bar, finds the notice by searching its content, and reads it; the
 * demo student, of another department, never sees it.
 */
import { demoStudentToken } from './demo-student';
import { demoAdminToken, newStudent, useToken } from './accounts';
import { expect, test } from './fixtures';

const stamp = String(Date.now() % 100_000).padStart(5, '0');

test('an exam notice reaches its department and no one else', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The new student studies in a department other than the demo student's.
  const demoToken = await demoStudentToken(page.request);
  const demo = await (await page.request.get('/api/me', { headers: { authorization: `Bearer ${demoToken}` } })).json();
  const { departments } = await (await page.request.get('/api/departments')).json();
  const department = (departments as { id: number; name: string }[]).find(
    (candidate) => candidate.id !== demo.user.department?.id,
  )!;
  const { courses } = await (await page.request.get(`/api/departments/${department.id}/courses`)).json();
  const { token } = await newStudent(page.request, 'Notice Reader', `95${stamp}001`, {
    department: department.id,
    course: courses[0].id,
  });
  const title = `Model examination ${stamp}`;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await useToken(admin, await demoAdminToken(admin.request));
  await admin.goto('/#/admin/announcements');
  await admin.getByText('New announcement').click();
  const form = admin.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Kind').selectOption('exam');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Content').fill(`Bring your hall ticket ${stamp} and arrive by 9:30 am.`);
  await form.getByLabel('Audience').selectOption('department');
  await form.getByLabel('Department').selectOption(String(department.id));
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByRole('row', { name: new RegExp(title) })).toContainText(department.name);
  await adminContext.close();

  await useToken(page, token);
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Notification/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search notifications' }).fill(`HALL TICKET ${stamp}`);
  const card = page.getByRole('article', { name: new RegExp(title) });
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-read', 'false');
  const unreadBefore = Number(
    /(\d+) unread/.exec((await page.getByRole('heading', { level: 1 }).innerText()) ?? '')![1],
  );
  await card.getByRole('button', { name: new RegExp(title) }).click();
  await expect(card).toHaveAttribute('data-read', 'true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${unreadBefore - 1} unread`);

  // The demo student is of another department: nothing to find.
  const demoContext = await browser.newContext();
  const other = await demoContext.newPage();
  await useToken(other, demoToken);
  await other.goto('/#/my-profile/notification');
  await other.getByRole('searchbox', { name: 'Search notifications' }).fill(`hall ticket ${stamp}`);
  await expect(other.getByText('No notifications.')).toBeVisible();
  await demoContext.close();
});
