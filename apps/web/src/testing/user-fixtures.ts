// A contract-shaped student for tests.
import type { TUser } from '@padanam/contract';

export function makeUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 7,
    name: 'Anu Thomas',
    countryCode: '+91',
    phone: '9000000001',
    email: 'anu@example.com',
    collegeName: 'Farook College, Kozhikode',
    department: { id: 1, slug: 'computer-science', name: 'Computer Science' },
    course: { id: 2, title: 'BSc (Honours) Computer Science' },
    semester: '3',
    role: 'student',
    profileImageUrl: null,
    language: 'en',
    noticeAccepted: true,
    ...overrides,
  };
}
