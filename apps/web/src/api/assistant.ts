// The study assistant: a student's conversations, one conversation, and asking a question.
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAssistantQuestionInput, TAssistantReply, TConversation, TConversationList } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

const assistantKeys = {
  list: ['assistant', 'conversations'] as const,
  one: (id: number) => ['assistant', 'conversations', id] as const,
};

// GET /api/assistant/conversations — with suggested questions.
export function useConversations() {
  return useQuery({
    queryKey: assistantKeys.list,
    queryFn: ({ signal }) => apiGet<TConversationList>('/assistant/conversations', { signal }),
  });
}

// GET /api/assistant/conversations/:id
export function useConversation(id: number | null) {
  return useQuery({
    queryKey: assistantKeys.one(id ?? 0),
    queryFn:
      id === null ? skipToken : ({ signal }) => apiGet<TConversation>(`/assistant/conversations/${id}`, { signal }),
  });
}

// POST /api/assistant/questions: the answer joins its conversation (a new one when none was named).
export function useAskAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAssistantQuestionInput) =>
      apiRequest<TAssistantReply>({ path: '/assistant/questions', method: 'POST', body: input }),
    onSuccess: ({ conversationId, message }, input) => {
      queryClient.setQueryData<TConversation>(assistantKeys.one(conversationId), (conversation) =>
        conversation
          ? { ...conversation, messages: [...conversation.messages, message] }
          : { id: conversationId, title: input.question, messages: [message] },
      );
      void queryClient.invalidateQueries({ queryKey: assistantKeys.list, exact: true });
    },
  });
}
