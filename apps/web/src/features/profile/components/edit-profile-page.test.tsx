import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countCalls, jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

const PATCH_ME = 'PATCH /api/me';
const student = makeUser({ name: 'Anu Thomas', email: 'anu@example.com', semester: '3' });

/** The departments signup offers, as GET /api/departments lists them. */
const LISTED_DEPARTMENTS = [
  { id: 1, slug: 'computer-science', name: 'Computer Science' },
  { id: 2, slug: 'mathematics', name: 'Mathematics' },
  { id: 3, slug: 'commerce', name: 'Commerce' },
];
const departmentsRoute = { 'GET /api/departments': () => jsonResponse({ departments: LISTED_DEPARTMENTS }) };

function mockProfileApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ ...meRoute(student), ...departmentsRoute, ...routes });
}

async function openEditProfile(options?: Parameters<typeof renderApp>[1]) {
  const view = renderApp('/my-profile/edit-profile', options);
  await screen.findByRole('textbox', { name: 'Name' });
  return view;
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

beforeEach(() => {
  storeTestToken();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('edit profile', () => {
  it('says "No email added" and how to have one added, instead of a blank Email', async () => {
    mockApi({ ...meRoute(makeUser({ ...student, email: '' })) });
    await openEditProfile();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('');
    expect(email).toHaveAttribute('placeholder', 'No email added');
    expect(email).toHaveAccessibleDescription(
      'No email added. An email given at signup is added only if no other account already uses it. ' +
        'To add one, go to Your data → Correct my details: we email a code to the address.',
    );
    expect(screen.getByRole('link', { name: 'Your data → Correct my details' })).toHaveAttribute(
      'href',
      '/my-profile/your-data',
    );
  });

  it('says nothing of a missing email when the account has one', async () => {
    mockProfileApi();
    await openEditProfile();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).not.toHaveAttribute('placeholder');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'To change it, go to Your data → Correct my details: we email a code to the new address.',
    );
    expect(screen.queryByText(/No email added/)).not.toBeInTheDocument();
  });

  it('shows the photo fallback, the name and read-only details', async () => {
    mockProfileApi();
    await openEditProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Anu Thomas' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo of Anu Thomas' })).toHaveAttribute(
      'src',
      expect.stringContaining('profile-fallback'),
    );
    expect(nameField()).toHaveValue('Anu Thomas');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anu@example.com');

    const department = screen.getByRole('combobox', { name: 'Department' });
    expect(department).toBeDisabled();
    expect(department).toHaveValue('computer-science');
    await waitFor(() =>
      expect(
        within(department)
          .getAllByRole('option')
          .map((option) => option.getAttribute('value')),
      ).toEqual(['computer-science', 'mathematics', 'commerce']),
    );
    const semester = screen.getByRole('combobox', { name: 'Semester' });
    expect(semester).toBeDisabled();
    expect(semester).toHaveValue('3');
    expect(within(semester).getAllByRole('option')).toHaveLength(8);
  });

  it('keeps a department the list no longer has: shown, selected and last in the list', async () => {
    const engineer = makeUser({
      ...student,
      department: { id: 9, slug: 'electrical-engineering', name: 'Electrical Engineering' },
    });
    mockApi({ ...meRoute(engineer), ...departmentsRoute });
    await openEditProfile();
    const department = screen.getByRole('combobox', { name: 'Department' });
    await waitFor(() =>
      expect(
        within(department)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Computer Science', 'Mathematics', 'Commerce', 'Electrical Engineering']),
    );
    expect(department).toHaveValue('electrical-engineering');
    expect(department).toHaveDisplayValue('Electrical Engineering');
  });

  it('still shows the student’s own department when the list cannot be loaded', async () => {
    mockApi({
      ...meRoute(student),
      'GET /api/departments': () => jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500),
    });
    await openEditProfile();
    const department = screen.getByRole('combobox', { name: 'Department' });
    expect(department).toHaveValue('computer-science');
    expect(
      within(department)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Computer Science']);
  });

  it('shows the student’s photo, and the fallback when it cannot load', async () => {
    mockApi(meRoute(makeUser({ name: 'Anu Thomas', profileImageUrl: '/files/anu.jpg' })));
    await openEditProfile();
    const photo = screen.getByRole('img', { name: 'Profile photo of Anu Thomas' });
    expect(photo).toHaveAttribute('src', '/files/anu.jpg');
    photo.dispatchEvent(new Event('error'));
    await waitFor(() => expect(photo.getAttribute('src')).toContain('profile-fallback'));
  });

  it('says No Changes when the trimmed name is the same', async () => {
    const fetchMock = mockProfileApi();
    const { user } = await openEditProfile();
    await user.type(nameField(), '   ');
    await user.click(saveButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'No Changes' });
    expect(dialog).toHaveAccessibleDescription('No changes detected in the name field');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(countCalls(fetchMock, PATCH_ME)).toBe(0);
  });

  it('warns Invalid Input when the name is empty', async () => {
    mockProfileApi();
    const { user } = await openEditProfile();
    await user.clear(nameField());
    await user.type(nameField(), '  ');
    await user.click(saveButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Invalid Input' });
    expect(dialog).toHaveAccessibleDescription('Name cannot be empty');
  });

  it('asks first, sends nothing on cancel, and closes on Escape', async () => {
    const fetchMock = mockProfileApi();
    const { user } = await openEditProfile();
    await user.clear(nameField());
    await user.type(nameField(), 'Anu Mary Thomas');
    await user.click(saveButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Update' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to update your name?');
    // Radix puts focus on the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(saveButton());
    await screen.findByRole('alertdialog', { name: 'Confirm Update' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(countCalls(fetchMock, PATCH_ME)).toBe(0);
  });

  it('on yes sends the trimmed name, refreshes the student and shows Success! for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sentBody: unknown;
    let finishUpdate: () => void = () => {};
    mockProfileApi({
      [PATCH_ME]: (call: TMockCall) => {
        sentBody = JSON.parse(String(call.init?.body));
        expect(new Headers(call.init?.headers).get('Authorization')).toBe('Bearer test-session-token');
        return new Promise<Response>((resolve) => {
          finishUpdate = () => resolve(jsonResponse({ user: { ...student, name: 'Anu Mary Thomas' } }));
        });
      },
    });
    const { user } = await openEditProfile({ advanceTimers: vi.advanceTimersByTime });
    await user.clear(nameField());
    await user.type(nameField(), '  Anu Mary Thomas  ');
    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: 'Yes, update it!' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(sentBody).toEqual({ name: 'Anu Mary Thomas' });

    act(() => finishUpdate());
    const success = await screen.findByRole('alertdialog', { name: 'Success!' });
    expect(success).toHaveAccessibleDescription('Name updated successfully!');

    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('alertdialog', { name: 'Success!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // Behind the dialog (hidden from assistive tech while it was open) the student is refreshed.
    expect(screen.getByRole('heading', { level: 2, name: 'Anu Mary Thomas' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Anu Mary Thomas');
    expect(screen.getByRole('link', { name: 'Anu Mary Thomas' })).toHaveAttribute('href', '/my-profile');
  });

  it.each([
    [
      () =>
        jsonResponse(
          { error: { code: 'VALIDATION_FAILED', message: 'name: Name must be at most 100 characters' } },
          400,
        ),
      'name: Name must be at most 100 characters',
    ],
    [() => Promise.reject(new TypeError('Failed to fetch')), 'Failed to update name. Please try again.'],
  ])('shows Error! when the update fails (%#)', async (respond, message) => {
    mockProfileApi({ [PATCH_ME]: respond });
    const { user } = await openEditProfile();
    await user.clear(nameField());
    await user.type(nameField(), 'Someone Else');
    await user.click(saveButton());
    await user.click(await screen.findByRole('button', { name: 'Yes, update it!' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveAccessibleDescription(message);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Anu Thomas' })).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });
});
