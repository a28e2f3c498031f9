// Home's 'Notifications' and 'Main Events': fixed sample cards (spec "Home" 5). They read like the
// real thing, so Home says plainly that they are samples and where the official word is.

export type TAnnouncement = { id: string; tag: string; university: string; title: string; summary: string };
export type TEvent = { id: string; university: string; title: string; when: string; where: string };

export const SAMPLE_ANNOUNCEMENTS: readonly TAnnouncement[] = [
  {
    id: 'calicut-timetable',
    tag: 'Exams',
    university: 'University of Calicut',
    title: 'Fifth semester UG (FYUGP) exam timetable published',
    summary: 'Download the timetable from the Pareeksha Bhavan notices and check your hall ticket details.',
  },
  {
    id: 'kerala-revaluation',
    tag: 'Results',
    university: 'University of Kerala',
    title: 'Revaluation results of third semester BSc announced',
    summary: 'Results are on the university results portal; use your candidate code to see the revised marks.',
  },
  {
    id: 'mg-exam-fee',
    tag: 'Fees',
    university: 'Mahatma Gandhi University',
    title: 'Exam fee window open for even-semester PG programmes',
    summary: 'Pay through the student portal before the last date without fine to avoid the late fee.',
  },
];

export const SAMPLE_EVENTS: readonly TEvent[] = [
  {
    id: 'calicut-arts-fest',
    university: 'University of Calicut',
    title: 'Inter-collegiate Arts Festival',
    when: 'February',
    where: 'University campus, Thenhipalam',
  },
  {
    id: 'kannur-science-quiz',
    university: 'Kannur University',
    title: 'National Science Day quiz for UG students',
    when: '28 February',
    where: 'Mangattuparamba campus',
  },
  {
    id: 'padanam-career-webinar',
    university: 'Padanam',
    title: 'Career talk: PSC and bank exams after your degree',
    when: 'Saturday, 7 pm',
    where: 'Online',
  },
];
