import type { TNotification } from '@padanam/contract';
import { describe, expect, it } from 'vitest';
import { notificationsShown } from './notification-tabs';

const notice = (id: number, kind: TNotification['kind'], content: string): TNotification => ({
  id,
  kind,
  title: `Notice ${id}`,
  content,
  location: null,
  publishedAt: id,
  eventAt: null,
  link: null,
  hasRegistration: false,
  isRegistered: false,
  isRead: false,
});

describe('notificationsShown', () => {
  const items = [
    notice(1, 'exam', 'Hall tickets are OUT'),
    notice(2, 'event', 'Quiz night'),
    notice(3, 'padanam', 'New notes'),
  ];

  it('keeps a tab’s kind, all of them on All', () => {
    expect(notificationsShown(items, 'event', '').map((item) => item.id)).toEqual([2]);
    expect(notificationsShown(items, 'all', '')).toHaveLength(3);
  });

  it('searches the content without regard to case, and never the title', () => {
    expect(notificationsShown(items, 'all', 'hall TICKETS').map((item) => item.id)).toEqual([1]);
    expect(notificationsShown(items, 'all', 'Notice')).toEqual([]);
  });
});
