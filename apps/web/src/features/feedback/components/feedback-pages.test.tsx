import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

describe('feedback and support', () => {
  it('sends an issue with its screenshot, and answers common questions on the Help tab', async () => {
    storeTestToken();
    const sent: { body?: unknown; file?: FormDataEntryValue | null } = {};
    mockApi({
      ...meRoute(),
      'POST /api/feedback': ({ init }: TMockCall) => {
        sent.body = JSON.parse(String(init?.body));
        return jsonResponse({ id: 9 }, 201);
      },
      'POST /api/feedback/9/file': ({ init }: TMockCall) => {
        sent.file = (init?.body as FormData).get('file');
        return jsonResponse({ id: 9 });
      },
    });
    const { user } = renderApp('/feedback-support');
    const form = await screen.findByRole('form', { name: 'Report an issue' });
    await user.selectOptions(within(form).getByLabelText('Issue type'), 'ui');
    await user.type(within(form).getByLabelText('Description'), 'The timer is hard to read.');
    const screenshot = new File([new Uint8Array([137, 80, 78, 71])], 'timer.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Screenshot or PDF (optional)'), screenshot);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you. Your feedback has reached our team.')).toBeInTheDocument();
    expect(sent.body).toEqual({ kind: 'issue', issueType: 'ui', description: 'The timer is hard to read.' });
    expect((sent.file as File).name).toBe('timer.png');

    await user.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.getByText('I did not get the login code')).toBeInTheDocument();
    expect(screen.getByText('How do I buy a paper or a module?')).toBeInTheDocument();
  });

  it('keeps Submit from sending a blank description', async () => {
    storeTestToken();
    const fetchMock = mockApi({ ...meRoute() });
    const { user } = renderApp('/feedback');
    const form = await screen.findByRole('form', { name: 'Report an issue' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Describe the issue')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('rates 3 stars unless changed, and publishes the rating', async () => {
    storeTestToken();
    let body: unknown = null;
    mockApi({
      ...meRoute(),
      'POST /api/feedback': ({ init }: TMockCall) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse({ id: 10 }, 201);
      },
    });
    const { user } = renderApp('/feedback-rating');
    expect(await screen.findByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Publish Feedback' }));
    expect(await screen.findByText('Thank you for rating Padanam.')).toBeInTheDocument();
    expect(body).toEqual({ kind: 'rating', rating: 5, description: '' });
  });
});

describe('feedback while logged out', () => {
  it('asks a visitor to log in before the issue form, and keeps the Help tab open to all', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/feedback-support');
    const prompt = await screen.findByText('Log in to report an issue or send us feedback.');
    expect(prompt.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: 'Report an issue' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Help' }));
    expect(screen.getByText('I did not get the login code')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks a visitor to log in before rating', async () => {
    mockApi({});
    renderApp('/feedback-rating');
    expect(await screen.findByText('Log in to rate your experience.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: 'Rate Padanam' })).not.toBeInTheDocument();
  });
});
