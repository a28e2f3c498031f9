import type { TDoubt } from '@padanam/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const doubt = (changes: Partial<TDoubt> = {}): TDoubt => ({
  id: 4,
  status: 'open',
  paperId: 1,
  paperTitle: 'Data Structures',
  moduleId: 7,
  moduleTitle: 'Stacks and Queues',
  questionNumber: 2,
  excerpt: 'Why is B right?',
  hasImage: false,
  createdAt: Date.UTC(2026, 10, 25, 6),
  updatedAt: Date.UTC(2026, 10, 25, 6),
  question: {
    number: 2,
    text: 'Which structure is LIFO?',
    options: ['Queue', 'Stack', 'Tree', 'Graph'],
    imageUrl: null,
    correctOption: 1,
    chosenOption: 0,
  },
  keyOpensAt: null,
  answerShowsAt: null,
  messages: [
    { id: 1, from: 'student', tutorName: null, text: 'Why is B right?', createdAt: Date.UTC(2026, 10, 25, 6) },
  ],
  ...changes,
});

describe('Your Doubts', () => {
  it('asks about the question the answer key sent, with Send disabled while the text is blank', async () => {
    storeTestToken();
    let asked: unknown = null;
    mockApi({
      ...meRoute(),
      'GET /api/doubts': () => jsonResponse({ items: [] }),
      'GET /api/modules/7': () =>
        jsonResponse({ id: 7, paperId: 1, title: 'Stacks and Queues', paperTitle: 'Data Structures' }),
      'POST /api/doubts': ({ init }: TMockCall) => {
        asked = JSON.parse(String(init?.body));
        return jsonResponse(doubt(), 201);
      },
      'GET /api/doubts/4': () => jsonResponse(doubt()),
    });
    const { user } = renderApp('/your-doubts?module=7&attempt=3&question=12&number=2');
    expect(await screen.findByText(/About: Data Structures · Stacks and Queues · Question 2/)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your doubt'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your doubt'), 'Why is B right?');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(asked).toEqual({ moduleId: 7, attemptId: 3, questionId: 12, text: '   Why is B right?' });
    const thread = await screen.findByRole('article', { name: 'Doubt' });
    expect(within(thread).getByText('Waiting for a tutor')).toBeInTheDocument();
    expect(within(thread).getByText('Which structure is LIFO?')).toBeInTheDocument();
  });

  it('shows the answer, takes a follow-up, and says when a doubt is closed', async () => {
    storeTestToken();
    const answered = doubt({
      status: 'answered',
      messages: [
        ...doubt().messages,
        { id: 2, from: 'tutor', tutorName: 'Anitha K', text: 'A stack is last in, first out.', createdAt: 2 },
      ],
    });
    let followUp: unknown = null;
    mockApi({
      ...meRoute(),
      'GET /api/doubts/4': () => jsonResponse(answered),
      'POST /api/doubts/4/messages': ({ init }: TMockCall) => {
        followUp = JSON.parse(String(init?.body));
        return jsonResponse(doubt({ status: 'open' }), 201);
      },
      'GET /api/doubts/5': () => jsonResponse(doubt({ id: 5, status: 'closed' })),
    });
    const { user } = renderApp('/your-doubts?doubt=4');
    expect(await screen.findByText('A stack is last in, first out.')).toBeInTheDocument();
    expect(screen.getByText(/Anitha K/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Follow up'), 'And a queue?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(followUp).toEqual({ text: 'And a queue?' });
    expect(await screen.findByText('Waiting for a tutor')).toBeInTheDocument();

    renderApp('/your-doubts?doubt=5');
    expect(
      await screen.findByText('This doubt is closed. Ask a new doubt if you still need help.'),
    ).toBeInTheDocument();
  });

  it('says when the answer key opens, showing no correct option before then', async () => {
    storeTestToken();
    const held = doubt({
      keyOpensAt: Date.UTC(2026, 10, 26, 5, 50),
      question: { ...doubt().question!, correctOption: null },
    });
    mockApi({ ...meRoute(), 'GET /api/doubts/4': () => jsonResponse(held) });
    renderApp('/your-doubts?doubt=4');
    expect(
      await screen.findByText(
        "The answer key opens on 26 Nov 2026, 11:20 am, when the test window closes. A tutor's answer to this doubt is shown to you then.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Which structure is LIFO?')).toBeInTheDocument();
    expect(screen.queryByText(/correct answer/)).not.toBeInTheDocument();
    expect(screen.getByText(/your answer/)).toBeInTheDocument();
  });

  it('lists a held answer by when it shows, never as Answered, in the list and in its thread', async () => {
    storeTestToken();
    const showsAt = Date.UTC(2026, 10, 26, 5, 50);
    const summary = ({ question: _question, messages: _messages, keyOpensAt: _key, ...rest }: TDoubt) => rest;
    const held = doubt({ status: 'answered', keyOpensAt: showsAt, answerShowsAt: showsAt, excerpt: 'Why is B right?' });
    const answered = doubt({ id: 5, status: 'answered', excerpt: 'What is a queue?' });
    mockApi({
      ...meRoute(),
      'GET /api/doubts': () => jsonResponse({ items: [summary(held), summary(answered)] }),
      'GET /api/doubts/4': () => jsonResponse(held),
    });
    const { user } = renderApp('/your-doubts');
    const heldItem = (await screen.findByRole('link', { name: /Why is B right\?/ })).closest('li')!;
    expect(within(heldItem).getByText('Answer shows 26 Nov 2026, 11:20 am')).toBeInTheDocument();
    expect(within(heldItem).queryByText('Answered')).not.toBeInTheDocument();
    const answeredItem = screen.getByRole('link', { name: /What is a queue\?/ }).closest('li')!;
    expect(within(answeredItem).getByText('Answered')).toBeInTheDocument();

    await user.click(within(heldItem).getByRole('link'));
    const thread = await screen.findByRole('article', { name: 'Doubt' });
    expect(within(thread).getByText('Answer shows 26 Nov 2026, 11:20 am')).toBeInTheDocument();
    expect(within(thread).queryByText('Answered')).not.toBeInTheDocument();
  });

  it('asks about a module of an enrolled paper chosen from the list', async () => {
    storeTestToken();
    let asked: unknown = null;
    mockApi({
      ...meRoute(),
      'GET /api/doubts': () => jsonResponse({ items: [] }),
      'GET /api/enrollments': () =>
        jsonResponse({
          papers: [
            {
              id: 1,
              title: 'Data Structures',
              modules: [
                { id: 7, number: 1, title: 'Stacks and Queues' },
                { id: 8, number: 2, title: 'Trees' },
              ],
            },
          ],
        }),
      'POST /api/doubts': ({ init }: TMockCall) => {
        asked = JSON.parse(String(init?.body));
        return jsonResponse(doubt({ id: 6, moduleId: 8, question: null, questionNumber: null }), 201);
      },
      'GET /api/doubts/6': () => jsonResponse(doubt({ id: 6, moduleId: 8, question: null, questionNumber: null })),
    });
    const { user } = renderApp('/your-doubts');
    await user.selectOptions(await screen.findByLabelText('Module'), 'Module 2: Trees');
    await user.type(screen.getByLabelText('Your doubt'), 'What is a balanced tree?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('article', { name: 'Doubt' })).toBeInTheDocument();
    expect(asked).toEqual({ moduleId: 8, text: 'What is a balanced tree?' });
  });
});
