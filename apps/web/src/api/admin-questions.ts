// The question bank in the console: a test's questions; add, edit, remove, reorder; a picture
// upload; import (a dry run first) and export.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminQuestionList,
  TImportReport,
  TQuestionFormat,
  TQuestionImportInput,
  TQuestionInput,
  TQuestionPicture,
  TQuizCategory,
} from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';
import { uploadFormOf } from './admin-catalogue';
import { adminTestKeys } from './admin-tests';

export const adminQuestionKeys = {
  all: ['admin', 'questions'] as const,
  bank: (moduleId: number, category: TQuizCategory) => [...adminQuestionKeys.all, moduleId, category] as const,
};
const bankPath = (moduleId: number, category: TQuizCategory, suffix = '') =>
  `/admin/modules/${moduleId}/questions${suffix}?category=${category}`;

// GET /api/admin/modules/:id/questions?category=
export function useQuestionBank(moduleId: number, category: TQuizCategory) {
  return useQuery({
    queryKey: adminQuestionKeys.bank(moduleId, category),
    queryFn: ({ signal }) => apiGet<TAdminQuestionList>(bankPath(moduleId, category), { signal }),
  });
}

/** A write that answers with the test's new list; the list and the test's settings (its count) refresh. */
function useBankWrite<TInput>(
  moduleId: number,
  category: TQuizCategory,
  write: (input: TInput) => Promise<TAdminQuestionList>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (list) => {
      queryClient.setQueryData(adminQuestionKeys.bank(moduleId, category), list);
      void queryClient.invalidateQueries({ queryKey: adminTestKeys.settings(moduleId, category) });
    },
  });
}

// POST /api/admin/modules/:id/questions?category=
export function useAddQuestion(moduleId: number, category: TQuizCategory) {
  return useBankWrite(moduleId, category, (input: TQuestionInput) =>
    apiRequest<TAdminQuestionList>({ path: bankPath(moduleId, category), method: 'POST', body: input }),
  );
}

// PUT /api/admin/questions/:id (the edited question comes back with a new id)
export function useEditQuestion(moduleId: number, category: TQuizCategory) {
  return useBankWrite(moduleId, category, ({ id, input }: { id: number; input: TQuestionInput }) =>
    apiRequest<TAdminQuestionList>({ path: `/admin/questions/${id}`, method: 'PUT', body: input }),
  );
}

// DELETE /api/admin/questions/:id
export function useRemoveQuestion(moduleId: number, category: TQuizCategory) {
  return useBankWrite(moduleId, category, (id: number) =>
    apiRequest<TAdminQuestionList>({ path: `/admin/questions/${id}`, method: 'DELETE' }),
  );
}

// PUT /api/admin/modules/:id/questions/order?category=
export function useReorderQuestions(moduleId: number, category: TQuizCategory) {
  return useBankWrite(moduleId, category, (questionIds: number[]) =>
    apiRequest<TAdminQuestionList>({
      path: bankPath(moduleId, category, '/order'),
      method: 'PUT',
      body: { questionIds },
    }),
  );
}

// POST /api/admin/questions/pictures
export function useUploadQuestionPicture() {
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<TQuestionPicture>({ path: '/admin/questions/pictures', method: 'POST', form: uploadFormOf(file) }),
  });
}

// POST /api/admin/questions/import?dryRun=
export function useImportQuestions(moduleId: number, category: TQuizCategory) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, dryRun }: { input: TQuestionImportInput; dryRun: boolean }) =>
      apiRequest<TImportReport>({
        path: `/admin/questions/import?dryRun=${String(dryRun)}`,
        method: 'POST',
        body: input,
      }),
    onSuccess: (report) => {
      if (report.counts.written > 0) {
        void queryClient.invalidateQueries({ queryKey: adminQuestionKeys.bank(moduleId, category) });
        void queryClient.invalidateQueries({ queryKey: adminTestKeys.settings(moduleId, category) });
      }
    },
  });
}

const EXTENSIONS: Record<TQuestionFormat, string> = { csv: 'csv', gift: 'gift.txt', aiken: 'aiken.txt' };

// GET /api/admin/modules/:id/questions/export?category=&format=
export function downloadQuestions(moduleId: number, category: TQuizCategory, format: TQuestionFormat) {
  return downloadFile(
    `/admin/modules/${moduleId}/questions/export?category=${category}&format=${format}`,
    `module-${moduleId}-${category}.${EXTENSIONS[format]}`,
  );
}
