// A role's name as staff read it, in the language on screen (the value stays the API's:
// 'student', 'teacher', 'admin').
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TUserRole } from '@padanam/contract';

export const ROLE_LABELS: Record<TUserRole, MessageDescriptor> = {
  student: msg`student`,
  teacher: msg`teacher`,
  admin: msg`admin`,
};
