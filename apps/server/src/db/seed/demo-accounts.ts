/**
 * Who the demo logs in as. The phone numbers are exported so the login flow (and its tests) can
 * recognise the demo accounts without repeating them.
 */
export const DEMO_COUNTRY_CODE = '+91';
export const DEMO_STUDENT_PHONE = '9000000001';
export const DEMO_ADMIN_PHONE = '9000000000';
export const DEMO_STUDENT_EMAIL = 'student@padanam.test';
export const DEMO_ADMIN_EMAIL = 'admin@padanam.test';

export const DEMO_STUDENT_DEPARTMENT = 'computer-science';
export const DEMO_STUDENT_COURSE = 'BSc (Honours) Computer Science';
export const DEMO_STUDENT_SEMESTER = 3;
/** Used when the college list has it; otherwise the first college listed. */
export const PREFERRED_DEMO_COLLEGE = 'University College, Thiruvananthapuram';
