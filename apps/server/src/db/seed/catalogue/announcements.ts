/**
 * Notifications and events for the demo, dated relative to the moment of seeding so the
 * "upcoming" ones are always in the future whenever the demo is set up.
 */
import type { AnnouncementKind } from '../../schema.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface AnnouncementContent {
  kind: AnnouncementKind;
  title: string;
  content: string;
  /** Negative: that long before seeding. */
  publishedOffsetMs: number;
  /** Only events have a date of their own, a place and (some) a registration. */
  eventOffsetMs: number | null;
  location?: string;
  hasRegistration?: boolean;
}

export const ANNOUNCEMENTS: AnnouncementContent[] = [
  {
    kind: 'exam',
    title: 'Third semester examination time-table published',
    content:
      'The time-table for the third semester FYUGP examinations is out. Download your hall ticket from the university examination portal at least a week before the first paper and check that your photo and register number are correct.',
    publishedOffsetMs: -2 * DAY_MS,
    eventOffsetMs: null,
  },
  {
    kind: 'exam',
    title: 'Supplementary examination registration closing soon',
    content:
      'Registration for the second semester supplementary examinations closes this week. Apply through the university portal with the prescribed fee; late registration with a fine is allowed for three more days.',
    publishedOffsetMs: -5 * DAY_MS,
    eventOffsetMs: null,
  },
  {
    kind: 'exam',
    title: 'First semester results announced',
    content:
      'First semester BSc, BA and BCom results have been published. Applications for revaluation and scrutiny can be submitted online within ten days of the result date.',
    publishedOffsetMs: -9 * DAY_MS,
    eventOffsetMs: null,
  },
  {
    kind: 'padanam',
    title: 'New on Padanam: Linear Algebra module tests',
    content:
      'Weekly Challenges and Special Exams for all three Linear Algebra modules are now live. Each test has 35 minutes and negative marking of 0.33 for a wrong answer.',
    publishedOffsetMs: -1 * DAY_MS,
    eventOffsetMs: null,
  },
  {
    kind: 'event',
    title: 'Live revision: Data Structures for the semester exam',
    content:
      "A two-hour live session working through previous years' Data Structures questions on stacks, queues, trees and sorting. Bring your doubts; the recording stays available to enrolled students.",
    publishedOffsetMs: -3 * DAY_MS,
    eventOffsetMs: 4 * DAY_MS + 18 * HOUR_MS,
    location: 'Online, on Padanam',
    hasRegistration: true,
  },
  {
    kind: 'event',
    title: 'Inter-collegiate quiz on Kerala and the environment',
    content:
      'Teams of two from any affiliated college can register for the preliminary round, held online. Questions cover ecosystems of the Western Ghats, climate change and the 2018 floods.',
    publishedOffsetMs: -6 * DAY_MS,
    eventOffsetMs: 12 * DAY_MS + 10 * HOUR_MS,
    location: 'Online preliminary round',
    hasRegistration: true,
  },
  {
    kind: 'event',
    title: 'Model examination: Basic Statistics',
    content:
      'A full-length model examination for Basic Statistics, timed like the university paper. Answer keys and solutions open as soon as the window closes.',
    publishedOffsetMs: -4 * DAY_MS,
    eventOffsetMs: 7 * DAY_MS + 14 * HOUR_MS,
    location: 'Mock tests on Padanam',
  },
];
