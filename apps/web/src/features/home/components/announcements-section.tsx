// Section 5 of Home: 'Notifications' (the latest notices meant for the student) and 'Main Events'
// (upcoming events, with 'Register Now' where an event takes registrations), side by side on wide
// screens. Both come from the server's announcements; the Notification screen has them all.
import type { TNotification } from '@padanam/contract';
import { Bell, CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useNotifications, useRegisterForEvent } from '../../../api/notifications';
import { APP_NAME } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { formatIndiaEventTime } from '../../../lib/india-time';
import { HomeSection } from './home-section';

const SHOWN = 3;

const KIND_TAGS: Record<TNotification['kind'], string> = { exam: 'Exams', event: 'Events', padanam: APP_NAME };

export function AnnouncementsSection() {
  const notifications = useNotifications();
  const items = notifications.data?.items ?? [];
  const notices = items.filter((item) => item.kind !== 'event').slice(0, SHOWN);
  const events = items
    .filter((item) => item.kind === 'event')
    .sort((a, b) => (a.eventAt ?? a.publishedAt) - (b.eventAt ?? b.publishedAt))
    .slice(0, SHOWN);

  return (
    <div className="announcements">
      <HomeSection title="Notifications" subtitle="Latest University Announcements">
        {notices.length === 0 ? (
          <p className="announcements__empty">{notifications.isPending ? 'Loading...' : 'No notifications yet.'}</p>
        ) : (
          <ul className="notice-cards">
            {notices.map((notice) => (
              <li key={notice.id} className="notice-card" data-read={notice.isRead ? 'true' : 'false'}>
                <Bell aria-hidden="true" className="notice-card__icon" />
                <div>
                  <p className="notice-card__meta">
                    <span className="notice-card__tag">{KIND_TAGS[notice.kind]}</span>
                    {!notice.isRead && ' New'}
                  </p>
                  <h3 className="notice-card__title">{notice.title}</h3>
                  <p className="notice-card__summary">{notice.content}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
      <HomeSection title="Main Events" subtitle="University Announcements & Events">
        {events.length === 0 ? (
          <p className="announcements__empty">{notifications.isPending ? 'Loading...' : 'No events coming up.'}</p>
        ) : (
          <ul className="event-cards">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
      <p className="announcements__disclaimer">
        <Link to={paths.notifications}>All notifications</Link>. Always check your university’s official website for
        exam dates and results.
      </p>
    </div>
  );
}

function EventCard({ event }: { event: TNotification }) {
  const register = useRegisterForEvent();
  const titleId = `event-${event.id}-title`;
  return (
    <article className="card event-card" aria-labelledby={titleId}>
      <p className="event-card__university">{APP_NAME} event</p>
      <h3 className="event-card__title" id={titleId}>
        {event.title}
      </h3>
      {event.eventAt !== null && (
        <p className="event-card__detail">
          <CalendarDays aria-hidden="true" />
          {formatIndiaEventTime(event.eventAt)}
        </p>
      )}
      {event.location && (
        <p className="event-card__detail">
          <MapPin aria-hidden="true" />
          {event.location}
        </p>
      )}
      {event.hasRegistration && (
        <div className="event-card__register">
          {event.isRegistered ? (
            <span className="event-card__note">Registered</span>
          ) : (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-describedby={titleId}
              disabled={register.isPending}
              onClick={() => register.mutate(event.id)}
            >
              {register.isPending ? 'Registering...' : 'Register Now'}
            </button>
          )}
          {register.error && <span role="alert">{register.error.message}</span>}
        </div>
      )}
    </article>
  );
}
