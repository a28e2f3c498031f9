import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '../../../lib/auth-token';
import { countCalls, jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { makeUser } from '../../../testing/user-fixtures';

const SEND = 'POST /api/auth/otp';
const VERIFY = 'POST /api/auth/otp/verify';
const SENT = { resendAfterSeconds: 30, expiresInSeconds: 300 };
const apiError = (status: number, code: string, message: string) => jsonResponse({ error: { code, message } }, status);
const bodyOf = (call: TMockCall) => JSON.parse(String(call.init?.body)) as unknown;

type TRoutes = Parameters<typeof mockApi>[0];

function mockLoginApi(routes: TRoutes = {}) {
  return mockApi({ [SEND]: () => jsonResponse(SENT, 202), ...routes });
}

async function openLogin(options?: Parameters<typeof renderApp>[1]) {
  const view = renderApp('/login', options);
  await screen.findByRole('heading', { level: 1, name: 'Enter Your Mobile Number' });
  return view;
}

const phoneField = () => screen.getByRole('textbox', { name: 'Mobile number' });
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });
const verifyButton = () => screen.getByRole('button', { name: 'Verify & Login' });
const resendButton = () => screen.getByRole('button', { name: 'Resend OTP' });
const otpBoxes = () => within(screen.getByRole('group', { name: 'One-time password' })).getAllByRole('textbox');

async function reachOtpStep(user: Awaited<ReturnType<typeof openLogin>>['user'], phone = '9000000001') {
  await user.type(phoneField(), phone);
  await user.click(sendButton());
  await screen.findByRole('heading', { level: 1, name: 'Enter OTP' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login, step 1', () => {
  it('asks for the number with the spec’s texts, country codes and a way to register', async () => {
    mockLoginApi();
    await openLogin();
    expect(screen.getByText('We Will send you a confirmation code')).toBeInTheDocument();
    const countryCode = screen.getByRole('combobox', { name: 'Country code' });
    expect(countryCode).toHaveValue('+91');
    expect(
      within(countryCode)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['+91', '+1', '+44', '+86', '+81']);
    expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/signup');
  });

  it('keeps digits only, at most ten, and enables Send OTP only at ten', async () => {
    mockLoginApi();
    const { user } = await openLogin();
    expect(sendButton()).toBeDisabled();

    await user.type(phoneField(), '98a7-65 4321');
    expect(phoneField()).toHaveValue('987654321');
    expect(sendButton()).toBeDisabled();

    await user.type(phoneField(), '09');
    expect(phoneField()).toHaveValue('9876543210');
    expect(sendButton()).toBeEnabled();
  });

  it('explains an incomplete number once the field is left, or on Enter', async () => {
    mockLoginApi();
    const { user } = await openLogin();
    await user.type(phoneField(), '98765');
    expect(screen.queryByText('Please enter a valid 10-digit mobile number')).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 10-digit mobile number');
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(phoneField(), '43210');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the chosen country code and number', async () => {
    const fetchMock = mockLoginApi();
    const { user } = await openLogin();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+44');
    await reachOtpStep(user, '7700900123');
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ countryCode: '+44', phone: '7700900123' });
    expect(screen.getByText('+44 7700900123')).toBeInTheDocument();
  });

  it.each([
    [
      404,
      apiError(404, 'NOT_FOUND', 'No account found with this number. Please register first.'),
      'No account found with this number. Please register first.',
    ],
    [502, apiError(502, 'BAD_GATEWAY', 'Upstream said no'), 'Failed to send OTP. Please try again.'],
    [500, new Response('oops', { status: 500 }), 'Failed to send OTP. Please try again.'],
    [
      429,
      apiError(429, 'RATE_LIMITED', 'Too many OTP requests. Please try again in 9 minutes.'),
      'Too many OTP requests. Please try again in 9 minutes.',
    ],
  ])('shows the catalogue message for a %i on send', async (_status, response, message) => {
    mockLoginApi({ [SEND]: () => response });
    const { user } = await openLogin();
    await user.type(phoneField(), '9000000009');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Enter Your Mobile Number' })).toBeInTheDocument();
  });

  it('treats an unreachable server as a failed send', async () => {
    mockLoginApi({ [SEND]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = await openLogin();
    await user.type(phoneField(), '9000000001');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.');
  });
});

describe('login, step 2', () => {
  it('enables Verify & Login only with all six digits', async () => {
    mockLoginApi();
    const { user } = await openLogin();
    await reachOtpStep(user);
    expect(verifyButton()).toBeDisabled();
    await user.click(otpBoxes()[0]!);
    await user.keyboard('12345');
    expect(verifyButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter complete OTP');
    await user.keyboard('6');
    expect(verifyButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs in with a right code: stores the token and goes Home', async () => {
    const user = makeUser({ name: 'Anu Thomas' });
    const fetchMock = mockLoginApi({
      [VERIFY]: (call) => {
        expect(bodyOf(call)).toEqual({ countryCode: '+91', phone: '9000000001', code: '123456' });
        return jsonResponse({ token: 'fresh-token', user });
      },
    });
    const { user: userEvents, router } = await openLogin();
    await reachOtpStep(userEvents);
    await userEvents.click(otpBoxes()[0]!);
    await userEvents.paste('123456');
    await userEvents.click(verifyButton());

    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('fresh-token');
    expect(screen.getByRole('link', { name: 'Anu Thomas' })).toHaveAttribute('href', '/my-profile');
    // The verify answer already holds the student: no second trip for the profile.
    expect(countCalls(fetchMock, 'GET /api/me')).toBe(0);
  });

  it('says Incorrect OTP and clears the boxes for a wrong code', async () => {
    mockLoginApi({ [VERIFY]: () => apiError(401, 'INVALID_OTP', 'Incorrect OTP') });
    const { user } = await openLogin();
    await reachOtpStep(user);
    await user.click(otpBoxes()[0]!);
    await user.paste('654321');
    await user.click(verifyButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect OTP');
    expect(otpBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(otpBoxes()[0]).toHaveFocus();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it.each([
    [
      apiError(401, 'OTP_EXPIRED', 'This OTP has expired. Please request a new OTP.'),
      'This OTP has expired. Please request a new OTP.',
    ],
    [
      apiError(429, 'RATE_LIMITED', 'Too many incorrect attempts. Please try again in an hour.'),
      'Too many incorrect attempts. Please try again in an hour.',
    ],
    [apiError(500, 'INTERNAL', 'Something went wrong'), 'Verification failed. Please try again.'],
  ])('shows the right message when verification fails (%#)', async (response, message) => {
    mockLoginApi({ [VERIFY]: () => response });
    const { user } = await openLogin();
    await reachOtpStep(user);
    await user.click(otpBoxes()[0]!);
    await user.paste('123456');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('goes back to the number on Change Phone Number, without the error', async () => {
    mockLoginApi({ [VERIFY]: () => apiError(401, 'INVALID_OTP', 'Incorrect OTP') });
    const { user } = await openLogin();
    await reachOtpStep(user, '9000000002');
    await user.click(otpBoxes()[0]!);
    await user.paste('111111');
    await user.click(verifyButton());
    await screen.findByText('Incorrect OTP');

    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Enter Your Mobile Number' })).toBeInTheDocument();
    expect(screen.queryByText('Incorrect OTP')).not.toBeInTheDocument();
    expect(phoneField()).toHaveValue('9000000002');
  });
});

describe('login, resend timer', () => {
  it('counts down from 00:30 and enables Resend OTP at 00:00; a resend starts again with empty boxes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockLoginApi();
    const { user } = await openLogin({ advanceTimers: vi.advanceTimersByTime });
    await reachOtpStep(user);

    expect(screen.getByText('00:30')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('00:29')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(28_000));
    expect(screen.getByText('00:01')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('00:00')).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();

    await user.click(otpBoxes()[0]!);
    await user.keyboard('123');
    await user.click(resendButton());

    await waitFor(() => expect(screen.getByText('00:30')).toBeInTheDocument());
    expect(resendButton()).toBeDisabled();
    expect(otpBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(countCalls(fetchMock, SEND)).toBe(2);
  });

  it('says so when a resend fails, in the server’s words for a 429', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sends = 0;
    mockLoginApi({
      [SEND]: () => {
        sends += 1;
        if (sends === 1) return jsonResponse(SENT, 202);
        if (sends === 2) return apiError(502, 'BAD_GATEWAY', 'Failed to send OTP. Please try again.');
        return apiError(429, 'RATE_LIMITED', 'Too many OTP requests. Please try again in 8 minutes.');
      },
    });
    const { user } = await openLogin({ advanceTimers: vi.advanceTimersByTime });
    await reachOtpStep(user);
    act(() => vi.advanceTimersByTime(30_000));

    await user.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend OTP. Please try again.');
    // A failed resend changes nothing: the student may try again straight away.
    expect(resendButton()).toBeEnabled();

    await user.click(resendButton());
    expect(await screen.findByText('Too many OTP requests. Please try again in 8 minutes.')).toBeInTheDocument();
  });
});
