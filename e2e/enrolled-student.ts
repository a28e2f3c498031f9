import type { APIRequestContext } from '@playwright/test';
import { demoAdminToken, newStudent } from './accounts';
import { getJson } from './api-calls';
import { expect } from './fixtures';

/**
 * A new student enrolled (by staff) in the first Major paper: their token, the paper's first paid
 * module and that module's note. `phonePrefix` (two digits) keeps each spec's phones apart.
 */
export async function enrolledStudent(request: APIRequestContext, name: string, phonePrefix: string) {
  const admin = await demoAdminToken(request);
  const { token } = await newStudent(request, name, `${phonePrefix}${String(Date.now()).slice(-8)}`);
  const { user } = await getJson<{ user: { id: number } }>(request, '/api/me', token);
  const { papers } = await getJson<{ papers: { id: number }[] }>(request, '/api/papers?type=Major');
  const paperId = papers[0]!.id;
  const granted = await request.post(`/api/admin/users/${user.id}/enrollments`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { paperId },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  const { modules } = await getJson<{ modules: { id: number; title: string; isFreePreview: boolean }[] }>(
    request,
    `/api/papers/${paperId}/modules`,
    token,
  );
  const module = modules.find((entry) => !entry.isFreePreview)!;
  const { notes } = await getJson<{ notes: { id: number }[] }>(request, `/api/modules/${module.id}/notes`, token);
  return { token, module, noteId: notes[0]!.id };
}
