import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@padanam/contract';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const SIGNUP = 'POST /api/auth/signup';
const DEPARTMENTS = [
  { id: 1, slug: 'computer-science', name: 'Computer Science' },
  { id: 2, slug: 'commerce', name: 'Commerce' },
];
const COLLEGES = [
  { id: 1, name: 'Farook College, Kozhikode' },
  { id: 2, name: 'St. Joseph’s College, Devagiri' },
  { id: 3, name: 'Government Arts College, Thiruvananthapuram' },
];
const apiError = (status: number, code: string, message: string) => jsonResponse({ error: { code, message } }, status);

function mockSignupApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/departments': () => jsonResponse({ departments: DEPARTMENTS }),
    'GET /api/departments/1/courses': () =>
      jsonResponse({
        courses: [
          { id: 11, title: 'BSc (Honours) Computer Science' },
          { id: 12, title: 'BCA' },
        ],
      }),
    'GET /api/departments/2/courses': () => jsonResponse({ courses: [{ id: 21, title: 'BCom (Honours)' }] }),
    'GET /api/colleges': () => jsonResponse({ colleges: COLLEGES }),
    'GET /api/auth/parent-consent': () => jsonResponse({ parentConsentRequired: true }),
    [SIGNUP]: () => jsonResponse({ message: 'Account created. Log in with your phone number.' }, 201),
    ...routes,
  });
}

async function openSignup(options?: Parameters<typeof renderApp>[1]) {
  const view = renderApp('/signup', options);
  await screen.findByRole('heading', { level: 1, name: 'Sign up' });
  return view;
}

const field = (name: string) => screen.getByLabelText(name);
const college = () => screen.getByRole('combobox', { name: 'College' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

type TUser = Awaited<ReturnType<typeof openSignup>>['user'];

async function chooseDepartment(user: TUser, name: string) {
  await screen.findByRole('option', { name });
  await user.selectOptions(field('Department'), name);
}

async function fillValidForm(user: TUser) {
  await user.type(field('Full name'), '  Anu Thomas ');
  await user.type(field('Contact number'), '+91 98765-43210');
  await user.type(field('Email'), ' Anu@Example.COM ');
  await user.type(college(), 'farook');
  await user.keyboard('{Enter}');
  await chooseDepartment(user, 'Computer Science');
  await screen.findByRole('option', { name: 'BCA' });
  await user.selectOptions(field('Course'), 'BCA');
  await user.selectOptions(field('Semester'), 'Semester 4');
  await user.click(agreement());
}

const agreement = () => screen.getByRole('checkbox', { name: 'I have read the privacy notice and I agree to it.' });
const under18 = () => screen.getByRole('checkbox', { name: 'I am under 18 years old' });

afterEach(() => {
  vi.useRealTimers();
});

describe('signup form', () => {
  it('has every field, Submit and the link to log in', async () => {
    mockSignupApi();
    await openSignup();
    for (const label of ['Full name', 'Contact number', 'Email', 'Department', 'Course', 'Semester']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(college()).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'You have an account ? Login' })).toHaveAttribute('href', '/login');
    expect(within(field('Semester')).getAllByRole('option')).toHaveLength(9);
  });

  it('lists every problem in one banner, and clears it when a field is edited', async () => {
    const fetchMock = mockSignupApi();
    const { user } = await openSignup();
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Full name is required, Email is required, Contact number is required, Please select your college, ' +
        'Please select your department, Please select your semester, Please select your course',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(field('Full name'), 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the email and phone formats with the contract’s messages', async () => {
    mockSignupApi();
    const { user } = await openSignup();
    await user.type(field('Email'), 'not an email');
    await user.type(field('Contact number'), '12345');
    await user.click(submitButton());
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Please enter a valid email address');
    expect(banner).toHaveTextContent('Please enter a valid 10-digit phone number');
  });

  it('keeps the course disabled until a department is chosen, and clears it when the department changes', async () => {
    mockSignupApi();
    const { user } = await openSignup();
    expect(field('Course')).toBeDisabled();

    await chooseDepartment(user, 'Computer Science');
    expect(field('Course')).toBeEnabled();
    await screen.findByRole('option', { name: 'BSc (Honours) Computer Science' });
    await user.selectOptions(field('Course'), 'BCA');
    expect(field('Course')).toHaveValue('12');

    await user.selectOptions(field('Department'), 'Commerce');
    expect(field('Course')).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'BCom (Honours)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'BCA' })).not.toBeInTheDocument();
  });

  it('says so when departments or courses cannot be loaded', async () => {
    mockSignupApi({
      'GET /api/departments': () => apiError(500, 'INTERNAL', 'Something went wrong'),
    });
    await openSignup();
    expect(await screen.findByText('Failed to load departments. Please try again.')).toBeInTheDocument();
  });

  it('says so when the courses cannot be loaded', async () => {
    mockSignupApi({ 'GET /api/departments/2/courses': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = await openSignup();
    await chooseDepartment(user, 'Commerce');
    expect(await screen.findByText('Failed to load courses. Please try again.')).toBeInTheDocument();
  });
});

describe('college search', () => {
  it('is a combobox whose list filters by any part of the name, ignoring case', async () => {
    mockSignupApi();
    const { user } = await openSignup();
    await screen.findByRole('option', { name: 'Computer Science' });
    expect(college()).toHaveAttribute('aria-expanded', 'false');

    await user.type(college(), 'COLLEGE, k');
    expect(college()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Colleges' });
    expect(college()).toHaveAttribute('aria-controls', listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Farook College, Kozhikode']);
  });

  it('picks the first match on Enter', async () => {
    mockSignupApi();
    const { user } = await openSignup();
    await user.type(college(), 'college');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(college()).toHaveValue('Farook College, Kozhikode');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves through the matches with the arrow keys', async () => {
    mockSignupApi();
    const { user } = await openSignup();
    await user.type(college(), 'college');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'St. Joseph’s College, Devagiri' });
    expect(college()).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Enter}');
    expect(college()).toHaveValue('St. Joseph’s College, Devagiri');
  });

  it('closes on Escape, and picks with a click', async () => {
    mockSignupApi();
    const { user } = await openSignup();
    await user.type(college(), 'gov');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(college(), 'ern');
    await user.click(screen.getByRole('option', { name: 'Government Arts College, Thiruvananthapuram' }));
    expect(college()).toHaveValue('Government Arts College, Thiruvananthapuram');
  });

  it('says No results found when nothing matches', async () => {
    mockSignupApi();
    const { user } = await openSignup();
    await user.type(college(), 'zzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('signup submission', () => {
  it('sends the cleaned values, then shows success, clears the form and goes to /login after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent: unknown;
    let finishSignup: () => void = () => {};
    mockSignupApi({
      [SIGNUP]: (call: TMockCall) => {
        sent = JSON.parse(String(call.init?.body));
        return new Promise<Response>((resolve) => {
          finishSignup = () =>
            resolve(jsonResponse({ message: 'Account created. Log in with your phone number.' }, 201));
        });
      },
    });
    const { user, router } = await openSignup({ advanceTimers: vi.advanceTimersByTime });
    await fillValidForm(user);
    await user.click(submitButton());

    const creating = await screen.findByRole('button', { name: 'Creating Account...' });
    expect(creating).toBeDisabled();
    expect(field('Full name')).toBeDisabled();
    expect(college()).toBeDisabled();
    expect(sent).toEqual({
      name: 'Anu Thomas',
      email: 'anu@example.com',
      phone: '9876543210',
      collegeName: 'Farook College, Kozhikode',
      department: 1,
      semester: '4',
      course: 12,
      favourite: [],
      image: '',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      noticeAgreed: true,
      under18: false,
    });

    act(() => finishSignup());
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Account created successfully! Redirecting to login...');
    // Beside the spec's words, the same for every signup: why the profile may have no email.
    expect(
      within(done).getByText('Your email is added to your profile only if no other account already uses it.'),
    ).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('');
    expect(college()).toHaveValue('');
    expect(field('Department')).toHaveValue('');
    expect(router.state.location.pathname).toBe('/signup');

    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    [
      apiError(409, 'CONFLICT', 'An account with this phone number already exists. Please log in instead.'),
      'An account with this phone number already exists. Please log in instead.',
    ],
    [
      apiError(
        409,
        'CONFLICT',
        'We could not create an account with these details. If you already have an account, please log in instead.',
      ),
      'We could not create an account with these details. If you already have an account, please log in instead.',
    ],
    [
      apiError(429, 'RATE_LIMITED', 'Too many signups from this network. Please try again in 42 minutes.'),
      'Too many signups from this network. Please try again in 42 minutes.',
    ],
    [new Response('', { status: 400 }), 'Please check your information and try again'],
    [new Response('', { status: 500 }), 'Server error. Please try again later'],
    [jsonResponse({ ok: true }, 201), 'Registration failed'],
  ])('shows the catalogue message when signup fails (%#)', async (response, message) => {
    mockSignupApi({ [SIGNUP]: () => response });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field('Full name')).toHaveValue('  Anu Thomas ');
  });

  it('takes a college that is not listed as the student types it', async () => {
    let sent: { collegeName?: string } = {};
    mockSignupApi({
      [SIGNUP]: (call: TMockCall) => {
        sent = JSON.parse(String(call.init?.body)) as { collegeName?: string };
        return jsonResponse({ message: 'Account created. Log in with your phone number.' }, 201);
      },
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'My college is not listed' }));
    expect(screen.queryByRole('combobox', { name: 'College' })).not.toBeInTheDocument();
    const typed = screen.getByRole('textbox', { name: 'Your college' });
    expect(typed).toHaveValue('');
    await user.type(typed, 'St. Thomas College, Pala');
    await user.click(submitButton());
    await waitFor(() => expect(sent.collegeName).toBe('St. Thomas College, Pala'));
  });

  it('puts "My college is not listed" above the college search, where its open list (drawn below) cannot cover it', async () => {
    mockSignupApi();
    const { user } = await openSignup();
    const college = await screen.findByRole('combobox', { name: 'College' });
    await user.click(college);
    await user.type(college, 'Col');
    expect(college).toHaveAttribute('aria-expanded', 'true');
    const notListed = screen.getByRole('checkbox', { name: 'My college is not listed' });
    expect(notListed.compareDocumentPosition(college) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notListed.compareDocumentPosition(screen.getByRole('listbox', { name: 'Colleges' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.click(notListed);
    expect(screen.getByRole('textbox', { name: 'Your college' })).toBeInTheDocument();
  });

  it('blames the network when the server cannot be reached', async () => {
    mockSignupApi({ [SIGNUP]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again',
    );
  });
});

describe('signup consent', () => {
  it('shows the notice in short with a link to the full one, and refuses to send until the student ticks agreement', async () => {
    const fetchMock = mockSignupApi();
    const { user } = await openSignup();
    expect(screen.getByRole('heading', { name: 'Your data and your consent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full privacy notice' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await fillValidForm(user);
    await user.click(agreement()); // untick it again
    expect(agreement()).not.toBeChecked();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please read the privacy notice and tick the box to agree.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("asks a student under 18 for the parent's OTP and declaration, and sends them with the signup", async () => {
    const sent: Record<string, unknown>[] = [];
    const fetchMock = mockSignupApi({
      'POST /api/auth/parent-consent/code': (call: TMockCall) => {
        sent.push(JSON.parse(String(call.init?.body)) as Record<string, unknown>);
        return jsonResponse({ resendAfterSeconds: 30, expiresInSeconds: 300 }, 202);
      },
      [SIGNUP]: (call: TMockCall) => {
        sent.push(JSON.parse(String(call.init?.body)) as Record<string, unknown>);
        return jsonResponse({ message: 'Account created. Log in with your phone number.' }, 201);
      },
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    expect(under18()).not.toBeChecked();
    await user.click(under18());
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your parent must get the OTP on their phone, and tick the declaration.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(field("Parent's mobile number"), '9847011111');
    await user.click(screen.getByRole('button', { name: 'Send OTP to parent' }));
    expect(await screen.findByText("OTP sent to your parent's phone ending 1111.")).toBeInTheDocument();
    expect(sent[0]).toEqual({ countryCode: '+91', phone: '9847011111', studentPhone: '+91 98765-43210' });
    await user.type(field("OTP from your parent's phone"), '123456');
    const declaration = screen.getByRole('checkbox', { name: /I am this student's parent or lawful guardian/ });
    expect(declaration).not.toBeChecked();
    await user.click(declaration);
    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      noticeAgreed: true,
      under18: true,
      parentCountryCode: '+91',
      parentPhone: '9847011111',
      parentCode: '123456',
      parentDeclaration: true,
    });
  });

  it('skips the parent step at a college exempt as an educational institution', async () => {
    let sent: Record<string, unknown> = {};
    mockSignupApi({
      'GET /api/auth/parent-consent': () => jsonResponse({ parentConsentRequired: false }),
      [SIGNUP]: (call: TMockCall) => {
        sent = JSON.parse(String(call.init?.body)) as Record<string, unknown>;
        return jsonResponse({ message: 'Account created. Log in with your phone number.' }, 201);
      },
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(under18());
    await waitFor(() => expect(screen.queryByText("Parent's mobile number")).not.toBeInTheDocument());
    await user.click(submitButton());
    await waitFor(() => expect(sent).toMatchObject({ under18: true, noticeAgreed: true }));
    expect(sent).not.toHaveProperty('parentCode');
  });
});
