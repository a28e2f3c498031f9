// POST /api/auth/signup — creates the student's account (201); they then log in by SMS code.
import { useMutation } from '@tanstack/react-query';
import type { TSignupValues, TUser, TMe } from '@padanam/contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** The spec's signup payload: department and course are the chosen ids; favourite and image start empty. */
export type TSignupBody = {
  name: string;
  email: string;
  phone: string;
  collegeName: string;
  department: number;
  semester: string;
  course: number;
  favourite: [];
  image: '';
};

export function toSignupBody(values: TSignupValues): TSignupBody {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    collegeName: values.collegeName,
    department: values.departmentId,
    semester: values.semester,
    course: values.courseId,
    favourite: [],
    image: '',
  };
}

export async function signUp(body: TSignupBody): Promise<TUser> {
  const reply = await apiRequest<TMe | undefined>({ path: '/auth/signup', method: 'POST', body });
  // A success without the account in it is the spec's "success false": the signup did not happen.
  if (!reply?.user) throw new ApiError(201, 'INVALID_RESPONSE', 'Registration failed');
  return reply.user;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
