/**
 * The accounts journey in a real browser against the built server: sign up, log in with the
 * code the server "texted" (read from its SMS outbox), rename, log out, and find the guarded
 * pages shut again. The fixture fails the test on any CSP violation or page error.
 */
import { expect, test } from './fixtures';
import { readLatestCode } from './sms-outbox';

/** A fresh Indian mobile (starting 9) and email per run, so reruns never collide. */
function uniqueStudent() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-9);
  return {
    phone: `9${digits}`,
    email: `e2e.${digits}@padanam.test`,
    name: `E2E Student ${digits}`,
  };
}

test('a new student signs up, logs in by SMS code, renames themselves and logs out', async ({ page }) => {
  const student = uniqueStudent();

  await test.step('sign up', async () => {
    await page.goto('/#/signup');
    await page.getByLabel('Full name', { exact: true }).fill(student.name);
    await page.getByLabel('Contact number', { exact: true }).fill(student.phone);
    await page.getByLabel('Email', { exact: true }).fill(student.email);

    const college = page.getByRole('combobox', { name: 'College' });
    await college.fill('college');
    const firstCollege = page.getByRole('listbox', { name: 'Colleges' }).getByRole('option').first();
    const collegeName = (await firstCollege.textContent()) ?? '';
    await firstCollege.click();
    await expect(college).toHaveValue(collegeName);

    await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Computer Science' });
    const course = page.getByLabel('Course', { exact: true });
    await expect(course).toBeEnabled();
    await expect(course.locator('option').nth(1)).toBeAttached();
    await course.selectOption({ index: 1 });
    await page.getByLabel('Semester', { exact: true }).selectOption('3');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Account created successfully! Redirecting to login...')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
  });

  await test.step('log in with the texted code', async () => {
    await expect(page.getByRole('heading', { name: 'Enter Your Mobile Number' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(student.phone);
    // The outbox stamps messages with the server's clock; allow a little slack.
    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    await expect(page.getByText('00:30')).toBeVisible();

    const code = await readLatestCode(`+91${student.phone}`, sentAfter);
    // Typing into the first box: focus moves along by itself.
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(code);
    await page.getByRole('button', { name: 'Verify & Login' }).click();

    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: student.name })).toBeVisible();
  });

  const renamed = `${student.name} Renamed`;

  await test.step('change the name', async () => {
    await page.getByRole('banner').getByRole('link', { name: student.name }).click();
    await expect(page).toHaveURL(/#\/my-profile\/edit-profile$/);
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameField).toHaveValue(student.name);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(student.email);

    await nameField.fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Confirm Update' });
    await expect(confirmation).toContainText('Are you sure you want to update your name?');
    await confirmation.getByRole('button', { name: 'Yes, update it!' }).click();

    const success = page.getByRole('alertdialog', { name: 'Success!' });
    await expect(success).toContainText('Name updated successfully!');
    // It closes by itself after 2 seconds.
    await expect(success).toBeHidden({ timeout: 5000 });
    await expect(page.getByRole('banner').getByRole('link', { name: renamed })).toBeVisible();
  });

  await test.step('log out from the profile menu', async () => {
    const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
    expect(token).toBeTruthy();

    await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'log in' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();

    // The server forgot the session too.
    const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  await test.step('guarded pages send a logged-out visitor to login', async () => {
    for (const guardedPath of ['/#/my-profile', '/#/cart']) {
      await page.goto(guardedPath);
      await expect(page).toHaveURL(/#\/login$/);
      await expect(page.getByRole('heading', { name: 'Enter Your Mobile Number' })).toBeVisible();
    }
  });
});
