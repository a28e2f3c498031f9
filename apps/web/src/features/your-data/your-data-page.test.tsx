import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { meRoute, storeTestToken } from '../../testing/session';
import { makeUser } from '../../testing/user-fixtures';

const student = makeUser({ name: 'Anu Thomas', phone: '9876543210' });
// 11 Dec 2026, 3:30 pm in India.
const SCHEDULED_FOR = Date.UTC(2026, 11, 11, 10, 0, 0);

beforeEach(() => {
  storeTestToken();
});

describe('your data', () => {
  it('shows the details the account holds, with the way to correct the name', async () => {
    mockApi({ ...meRoute(student), 'GET /api/me/erasure': () => jsonResponse(null) });
    renderApp('/my-profile/your-data');
    const details = await screen.findByRole('region', { name: 'Correct my details' });
    expect(within(details).getByText('Anu Thomas')).toBeInTheDocument();
    expect(within(details).getByText('+91 9876543210')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Change my name' })).toHaveAttribute(
      'href',
      '/my-profile/edit-profile',
    );
  });

  it("says where a question or complaint about one's data goes: the grievances page", async () => {
    mockApi({ ...meRoute(student), 'GET /api/me/erasure': () => jsonResponse(null) });
    renderApp('/my-profile/your-data');
    const section = await screen.findByRole('region', { name: 'A question or complaint about your data' });
    expect(within(section).getByRole('link', { name: 'My grievances' })).toHaveAttribute(
      'href',
      '/my-profile/grievances',
    );
  });

  it('changes the phone number, with its country code, with the code sent to the new number', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      ...meRoute(student),
      'GET /api/me/erasure': () => jsonResponse(null),
      'POST /api/me/phone/code': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ resendAfterSeconds: 30, expiresInSeconds: 300 }, 202);
      },
      'PUT /api/me/phone': () => jsonResponse({ user: { ...student, phone: '9123400001' } }),
    });
    renderApp('/my-profile/your-data');
    const details = await screen.findByRole('region', { name: 'Correct my details' });
    const form = within(details).getByRole('form', { name: 'Change my phone number' });
    expect(within(form).getByRole('combobox', { name: 'Country code' })).toHaveValue('+91');

    await user.type(within(form).getByRole('textbox', { name: 'New mobile number' }), '12345');
    await user.click(within(form).getByRole('button', { name: 'Send a code to the new number' }));
    expect(await within(form).findByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'New mobile number' })).toHaveAccessibleDescription(
      'Please enter a valid 10-digit mobile number',
    );
    expect(countCalls(fetchMock, 'POST /api/me/phone/code')).toBe(0);

    await user.clear(within(form).getByRole('textbox', { name: 'New mobile number' }));
    await user.type(within(form).getByRole('textbox', { name: 'New mobile number' }), '9123400001');
    await user.click(within(form).getByRole('button', { name: 'Send a code to the new number' }));
    await user.type(await within(form).findByRole('textbox', { name: 'Code sent to the new number' }), '123456');
    await user.click(within(form).getByRole('button', { name: 'Change my phone number' }));
    expect(
      await within(form).findByText('Your phone number is changed. Log in with it from now on.'),
    ).toBeInTheDocument();
    expect(within(details).getByText('+91 9123400001')).toBeInTheDocument();
    expect(sent).toEqual([{ countryCode: '+91', phone: '9123400001' }]);
  });

  it('changes the email in two steps, showing each refusal by its field', async () => {
    const user = userEvent.setup();
    const calls: { path: string; body: unknown }[] = [];
    const fetchMock = mockApi({
      ...meRoute(student),
      'GET /api/me/erasure': () => jsonResponse(null),
      'POST /api/me/email/code': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { email: string };
        calls.push({ path: 'code', body });
        return body.email === 'taken@example.in'
          ? jsonResponse({ error: { code: 'CONFLICT', message: 'Another account already uses this email.' } }, 409)
          : jsonResponse({ resendAfterSeconds: 30, expiresInSeconds: 300 }, 202);
      },
      'PUT /api/me/email': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { email: string; code: string };
        calls.push({ path: 'change', body });
        return body.code === '111111'
          ? jsonResponse({ error: { code: 'INVALID_OTP', message: 'Incorrect OTP' } }, 401)
          : jsonResponse({ user: { ...student, email: body.email } });
      },
    });
    renderApp('/my-profile/your-data');
    const details = await screen.findByRole('region', { name: 'Correct my details' });
    expect(within(details).getByText(student.email)).toBeInTheDocument();
    const form = within(details).getByRole('form', { name: 'Change my email' });
    const address = within(form).getByRole('textbox', { name: 'New email address' });

    await user.type(address, 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send a code to the new email' }));
    expect(address).toHaveAccessibleDescription('Please enter a valid email address');
    expect(countCalls(fetchMock, 'POST /api/me/email/code')).toBe(0);

    await user.clear(address);
    await user.type(address, 'taken@example.in');
    await user.click(within(form).getByRole('button', { name: 'Send a code to the new email' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription('Another account already uses this email.'));
    expect(within(form).queryByRole('textbox', { name: 'Code from the email' })).not.toBeInTheDocument();

    await user.clear(address);
    await user.type(address, ' Anu.New@Example.IN');
    await user.click(within(form).getByRole('button', { name: 'Send a code to the new email' }));
    const code = await within(form).findByRole('textbox', { name: 'Code from the email' });
    expect(within(form).getByText('We emailed a code to anu.new@example.in. It is valid for 5 minutes.')).toBeVisible();
    await user.type(code, '111111');
    await user.click(within(form).getByRole('button', { name: 'Change my email' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Incorrect OTP'));

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(form).getByRole('button', { name: 'Change my email' }));
    expect(
      await within(form).findByText('Your email is changed. We told your old address about the change.'),
    ).toBeInTheDocument();
    expect(within(details).getByText('anu.new@example.in')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ path: 'change', body: { email: 'anu.new@example.in', code: '123456' } });
  });

  it('deletes the account with the code sent to the phone, then shows the date and cancels it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      ...meRoute(student),
      'GET /api/me/erasure': () => jsonResponse(null),
      'POST /api/me/erasure/code': () => jsonResponse({ resendAfterSeconds: 30, expiresInSeconds: 300 }, 202),
      'POST /api/me/erasure': ({ init }) =>
        JSON.parse(String(init?.body)).code === '123456'
          ? jsonResponse({ scheduledFor: SCHEDULED_FOR })
          : jsonResponse({ error: { code: 'INVALID_OTP', message: 'Incorrect OTP' } }, 401),
      'DELETE /api/me/erasure': () => new Response(null, { status: 204 }),
    });
    renderApp('/my-profile/your-data');
    const section = await screen.findByRole('region', { name: 'Delete my account' });
    expect(
      await within(section).findByText(/paid orders \(tax law requires us to keep invoices for 8 years\)/),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Send a code to my phone' }));
    const code = await within(section).findByRole('textbox', { name: 'Code sent to your phone' });

    await user.type(code, '12');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(countCalls(fetchMock, 'POST /api/me/erasure')).toBe(0);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText('Incorrect OTP')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText('Your account will be deleted on 11 Dec 2026.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Cancel deletion' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, keep it' }));
    await waitFor(() => expect(countCalls(fetchMock, 'DELETE /api/me/erasure')).toBe(1));
    expect(await within(section).findByRole('button', { name: 'Send a code to my phone' })).toBeInTheDocument();
  });
});
