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

    // The shipped list: the University of Kerala's affiliated colleges, found by any part of the name.
    const college = page.getByRole('combobox', { name: 'College' });
    await college.fill('thiruvananthapuram');
    const colleges = page.getByRole('listbox', { name: 'Colleges' });
    await expect(colleges.getByRole('option').nth(10)).toBeAttached();
    // The open list drops down below "My college is not listed", never over it.
    const listBox = (await colleges.boundingBox())!;
    const unlistedBox = (await page.getByText('My college is not listed').boundingBox())!;
    expect(listBox.y).toBeGreaterThanOrEqual(unlistedBox.y + unlistedBox.height);
    await colleges.getByRole('option', { name: 'University College, Thiruvananthapuram' }).click();
    await expect(college).toHaveValue('University College, Thiruvananthapuram');

    // Arts-and-science departments and their four-year (Honours) programmes.
    const department = page.getByLabel('Department', { exact: true });
    await expect(department.getByRole('option', { name: 'Commerce' })).toBeAttached();
    await expect(department.getByRole('option', { name: /Engineering/ })).toHaveCount(0);
    await department.selectOption({ label: 'Commerce' });
    const course = page.getByLabel('Course', { exact: true });
    await expect(course).toBeEnabled();
    await expect(course.getByRole('option', { name: 'BCom (Honours)' })).toBeAttached();
    await course.selectOption({ label: 'BCom (Honours)' });
    await page.getByLabel('Semester', { exact: true }).selectOption('3');
    await page.getByRole('checkbox', { name: 'I have read the privacy notice and I agree to it.' }).check();

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
    await expect(page.getByRole('combobox', { name: 'Department', exact: true }).locator('option:checked')).toHaveText(
      'Commerce',
    );

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

test.describe('signup on a 390 px phone @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open college list leaves "My college is not listed" uncovered and usable', async ({ page }) => {
    await page.goto('/#/signup');
    const college = page.getByRole('combobox', { name: 'College' });
    await college.fill('college');
    const colleges = page.getByRole('listbox', { name: 'Colleges' });
    await expect(colleges.getByRole('option').nth(20)).toBeAttached();
    const unlisted = page.getByRole('checkbox', { name: 'My college is not listed' });
    const listBox = (await colleges.boundingBox())!;
    const unlistedBox = (await page.getByText('My college is not listed').boundingBox())!;
    expect(listBox.y).toBeGreaterThanOrEqual(unlistedBox.y + unlistedBox.height);
    if (process.env.SIGNUP_SCREENSHOT) await page.screenshot({ path: process.env.SIGNUP_SCREENSHOT });
    // Reachable with the list still open: ticking it swaps the search for a typed name.
    await unlisted.check();
    await expect(page.getByRole('textbox', { name: 'Your college' })).toBeVisible();
  });
});
