import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAssistantReply, TConversationList } from '@padanam/contract';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const list: TConversationList = {
  items: [],
  suggestions: ['What do my notes say about Stacks and Queues?'],
};

const reply: TAssistantReply = {
  conversationId: 12,
  message: {
    id: 40,
    question: 'What do my notes say about Stacks and Queues?',
    answer:
      'Your notes cover this in one place. The closest is page 3 of “Stacks: study notes” (Data Structures, Module 2).',
    citations: [
      {
        paperId: 1,
        paperTitle: 'Data Structures',
        moduleId: 7,
        moduleNumber: 2,
        moduleTitle: 'Stacks and Queues',
        noteId: 9,
        noteTitle: 'Stacks: study notes',
        page: 3,
        snippet: [
          { text: 'A ', marked: false },
          { text: 'stack', marked: true },
          { text: ' removes the newest item first.', marked: false },
        ],
      },
    ],
    createdAt: Date.UTC(2026, 10, 25),
  },
};

describe('the study assistant', () => {
  it('asks a suggested question and links each citation to the note viewer at its page', async () => {
    storeTestToken();
    const sent: unknown[] = [];
    mockApi({
      ...meRoute(),
      'GET /api/assistant/conversations': () => jsonResponse(list),
      'POST /api/assistant/questions': ({ init }: TMockCall) => {
        sent.push(JSON.parse(String(init?.body)));
        // Each answer is a message of its own, as the server numbers them.
        return jsonResponse({ ...reply, message: { ...reply.message, id: reply.message.id + sent.length - 1 } });
      },
      'GET /api/assistant/conversations/12': () =>
        jsonResponse({ id: 12, title: reply.message.question, messages: [reply.message] }),
    });
    const { user, router } = renderApp('/chat-assistant');
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart Study Assistant' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'What do my notes say about Stacks and Queues?' }));
    expect(sent).toEqual([{ question: 'What do my notes say about Stacks and Queues?' }]);
    const link = await screen.findByRole('link', { name: 'Open “Stacks: study notes” at page 3' });
    // The matched word goes along, for the viewer to mark on the page.
    expect(link).toHaveAttribute('href', '/view-note/7?note=9&page=3&find=stack');
    expect(within(screen.getByRole('list', { name: 'Pages of your notes' })).getByText('stack').tagName).toBe('MARK');
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=12'));

    // A follow-up stays in the conversation.
    await user.type(screen.getByRole('textbox', { name: 'Ask about your notes' }), 'queue{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ question: 'queue', conversationId: 12 });
  });

  it('asks a visitor to log in', async () => {
    mockApi({});
    renderApp('/chat-assistant');
    expect(await screen.findByText('Log in to ask the assistant about your notes.')).toBeVisible();
  });
});
