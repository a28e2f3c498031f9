/**
 * The staff console as the demo admin, from nothing: a paper with two modules, a PDF note and an
 * audio class uploaded, a video link added, published, and a newly signed-up student enrolled by
 * phone; then that student opens the note in the viewer and plays the audio. axe checks each
 * console screen on the way (no serious or critical WCAG 2.2 A/AA violation).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { demoStudentToken } from './demo-student';
import { demoAdminToken, logInByCode, noticeAgreement, useToken } from './accounts';

const stamp = Date.now() % 100_000;
const student = { countryCode: '+91', phone: `97${String(stamp).padStart(5, '0')}123`.slice(0, 10) } as const;
const paperTitle = `Kerala Renaissance ${stamp}`;

async function notePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const heading of ['Sree Narayana Guru', 'Ayyankali']) {
    const page = document.addPage([595, 842]);
    page.drawText(heading, { x: 60, y: 760, size: 28, font });
    for (let line = 0; line < 30; line += 1)
      page.drawText('Reform movements of nineteenth-century Kerala, line by line.', {
        x: 60,
        y: 700 - line * 20,
        size: 12,
        font,
      });
  }
  return Buffer.from(await document.save());
}

function audioWav(): Buffer {
  const samples = 8000;
  const bytes = Buffer.alloc(44 + samples * 2);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(36 + samples * 2, 4);
  bytes.write('WAVEfmt ', 8, 'ascii');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(8000, 24);
  bytes.writeUInt32LE(16000, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'ascii');
  bytes.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index += 1)
    bytes.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * index) / 8000)), 44 + index * 2);
  return bytes;
}

test('an admin builds a paper from nothing and a student studies it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The student signs up like anyone; the admin then enrolls them by phone.
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      name: 'Console Student',
      email: `console.${stamp}@example.in`,
      phone: student.phone,
      collegeName: 'University College, Thiruvananthapuram',
      department: '1',
      semester: '3',
      course: '1',
      ...(await noticeAgreement(page.request)),
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  await useToken(page, await demoAdminToken(page.request));
  await page.goto('/#/');
  // Open the menu on the settled page: while Home's code loads, a placeholder shell stands in, and
  // a menu opened in it is gone when the real one replaces it.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Staff console' }).click();
  // The console opens on today's numbers.
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expectNoSeriousViolations(page, 'console home');
  const consoleNav = page.getByRole('navigation', { name: 'Console' });
  await consoleNav.getByRole('link', { name: 'Papers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Papers' })).toBeVisible();
  await expectNoSeriousViolations(page, 'papers list');

  // A new paper: a bad price is refused beside its field, then it is created as a draft.
  await page.getByRole('link', { name: 'New paper' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New paper' })).toBeVisible();
  await page.getByLabel('Type', { exact: true }).selectOption('MDC');
  await page.getByLabel('Title').fill(paperTitle);
  await page.getByLabel('Description').fill('Reformers, print and the press.');
  await page.getByLabel('Price (₹)', { exact: true }).fill('2.499');
  await page.getByRole('button', { name: 'Create paper' }).click();
  await expect(page.getByText('Enter rupees, such as 249 or 249.50')).toBeVisible();
  await page.getByLabel('Price (₹)', { exact: true }).fill('249');
  await page.getByLabel('List price (₹), struck through').fill('499');
  await expectNoSeriousViolations(page, 'new paper form');
  await page.getByRole('button', { name: 'Create paper' }).click();
  await expect(page.getByRole('heading', { level: 1, name: paperTitle })).toBeVisible();
  await expect(page.locator('.admin-page__head .admin-status')).toHaveText('draft');

  for (const title of ['Reformers', 'Print and the press']) {
    await page.getByLabel('Module title').fill(title);
    await page.getByRole('button', { name: 'Add module' }).click();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  }
  await expectNoSeriousViolations(page, 'paper editor');

  // The first module's material.
  await page.getByRole('link', { name: 'Reformers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reformers' })).toBeVisible();
  const noteForm = page.getByRole('form', { name: 'Upload a note' });
  await noteForm.getByLabel('Note title').fill('Reformers: the notes');
  await noteForm
    .getByLabel('PDF file')
    .setInputFiles({ name: 'reformers.pdf', mimeType: 'application/pdf', buffer: await notePdf() });
  await noteForm.getByRole('button', { name: 'Upload note' }).click();
  await expect(page.getByText('Reformers: the notes')).toBeVisible();

  // A program renamed .pdf is refused, with the reason beside the file field.
  await noteForm.getByLabel('Note title').fill('Not really a PDF');
  await noteForm.getByLabel('PDF file').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00 this program cannot be run in DOS mode'),
  });
  await noteForm.getByRole('button', { name: 'Upload note' }).click();
  await expect(noteForm.getByText('This file is not a PDF.')).toBeVisible();

  const audioForm = page.getByRole('form', { name: 'Upload an audio class' });
  await audioForm.getByLabel('Audio class title').fill('Reformers: the lecture');
  await audioForm
    .getByLabel('Audio file')
    .setInputFiles({ name: 'lecture.wav', mimeType: 'audio/wav', buffer: audioWav() });
  await audioForm.getByRole('button', { name: 'Upload audio class' }).click();
  await expect(page.getByText('Reformers: the lecture')).toBeVisible();

  const videoForm = page.getByRole('form', { name: 'Add a video class' });
  await videoForm.getByLabel('Video title').fill('Reformers on film');
  await videoForm.getByLabel('YouTube link').fill('https://youtu.be/dQw4w9WgXcQ');
  await videoForm.getByLabel('Instructor').fill('Dr. Meera');
  await videoForm.getByRole('button', { name: 'Add video' }).click();
  await expect(page.getByText('Reformers on film')).toBeVisible();
  await expectNoSeriousViolations(page, 'module editor');

  // Before publishing, Preview opens the note as a student sees it: the draft paper's module opens to staff.
  await expect(page.locator('.admin-page__head .admin-status')).toHaveText('draft paper');
  await page.getByRole('link', { name: 'Preview: Reformers: the notes, as a student sees it' }).click();
  await expect(page).toHaveURL(/#\/view-note\/\d+\?note=\d+$/);
  await expect(page.locator('.pdf-viewer__pages')).toHaveText('1 / 2', { timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('note-preview-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.pdf-viewer__pages')).toHaveText('1 / 2');
  await page.screenshot({ path: test.info().outputPath('note-preview-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectNoSeriousViolations(page, 'note preview');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Reformers' })).toBeVisible();

  // Publish.
  await page.getByRole('link', { name: paperTitle }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('.admin-page__head .admin-status')).toHaveText('published');

  // Enroll the student by phone.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'People' }).click();
  await page.getByRole('searchbox', { name: 'Search people' }).fill(student.phone);
  await page.getByRole('link', { name: 'Console Student' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Console Student' })).toBeVisible();
  await page.getByLabel('Find a paper').fill(String(stamp));
  await page.getByLabel('Paper', { exact: true }).selectOption({ label: `${paperTitle} (MDC, published)` });
  await page.getByRole('button', { name: 'Enroll' }).click();
  await expect(page.getByText('whole paper · staff by Padanam Admin', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, 'person page');

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reference data' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Colleges students typed' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Departments and courses' })).toBeVisible();
  await expectNoSeriousViolations(page, 'reference data');

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'enrollment.grant' }).first()).toBeVisible();
  await page.getByLabel('Who').selectOption({ label: 'Padanam Admin (admin)' });
  await expect(page).toHaveURL(/actorId=\d+/);
  await expect(page.getByRole('cell', { name: 'paper.create' }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'audit log');

  // The reports at 1280 px: a class (before one is chosen, then the paper's), a test and the sales.
  await consoleNav.getByRole('link', { name: 'Class report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class report' })).toBeVisible();
  await expectNoSeriousViolations(page, 'class report');
  await page.getByRole('combobox', { name: /^Paper/ }).selectOption({ label: paperTitle });
  await expect(page.getByRole('link', { name: 'Console Student' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Excel' })).toBeVisible();
  await expectNoSeriousViolations(page, 'class report of a paper');
  // The demo data's first Major module has both tests, with questions.
  const { papers: majors } = (await (await page.request.get('/api/papers?type=Major')).json()) as {
    papers: { id: number }[];
  };
  const { modules } = (await (await page.request.get(`/api/papers/${majors[0]!.id}/modules`)).json()) as {
    modules: { id: number }[];
  };
  await page.goto(`/#/admin/modules/${modules[0]!.id}/tests/weekly_challenge/report`);
  await expect(page.getByRole('heading', { level: 2, name: /^Summary of revision \d+$/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Revision' })).toHaveValue(/^\d+$/);
  await expectNoSeriousViolations(page, 'test report');
  await consoleNav.getByRole('link', { name: 'Sales' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'By day' })).toBeVisible();
  await expectNoSeriousViolations(page, 'sales report');

  // The student opens the note and plays the audio.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await useToken(studentPage, await logInByCode(studentPage.request, student));
  const { papers } = (await (await studentPage.request.get('/api/papers?type=MDC')).json()) as {
    papers: { id: number; title: string }[];
  };
  const paper = papers.find((entry) => entry.title === paperTitle)!;
  await studentPage.goto(`/#/paper-details/${paper.id}`);
  await expect(studentPage.getByRole('heading', { level: 1, name: paperTitle })).toBeVisible();
  await expect(studentPage.getByRole('img', { name: 'Locked' })).toHaveCount(0);
  await studentPage.getByRole('tab', { name: 'Audio Class' }).click();
  await studentPage.getByRole('button', { name: 'Play audio' }).click();
  await expect(studentPage.locator('audio.audio-player')).toHaveAttribute('src', /^blob:/);
  await studentPage.getByRole('tab', { name: 'Notes' }).click();
  await studentPage.getByRole('tabpanel').getByRole('link', { name: 'View Note' }).first().click();
  await expect(studentPage.locator('.pdf-viewer__pages')).toHaveText('1 / 2', { timeout: 15_000 });
  await studentContext.close();
});

test.describe('the console on a 390 px phone @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // axe on these screens at 390 px runs in the phone sweep (phone-sweep.spec.ts), as admin and teacher.
  test('it fits, and a student is told it is for staff only', async ({ page, browser }) => {
    await page.goto('/#/admin/papers');
    await expect(page).toHaveURL(/#\/login/);

    await useToken(page, await demoAdminToken(page.request));
    // The same document: a reload runs the script that puts the token in place. The reload is of
    // /login, which sends someone logged in Home: wait for that before going on, or its redirect
    // can land after the next navigation.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.goto('/#/admin/papers');
    await expect(page.getByRole('heading', { level: 1, name: 'Papers' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling').toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'New paper' }).click();
    await expect(page.getByRole('button', { name: 'Create paper' })).toBeVisible();
    await page.goto('/#/admin/reference-data');
    await expect(page.getByRole('heading', { level: 2, name: 'Colleges', exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no sideways scrolling',
    ).toBeLessThanOrEqual(390);

    const studentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const studentPage = await studentContext.newPage();
    await useToken(studentPage, await demoStudentToken(studentPage.request));
    await studentPage.goto('/#/admin/papers');
    await expect(studentPage.getByRole('alert')).toHaveText('This page is for staff only.');
    await studentContext.close();
  });
});
