// Section 5 of Home: 'Notifications' (the latest notices meant for the student) and 'Main Events'
// (upcoming events, with 'Register Now' where an event takes registrations), side by side on wide
// screens. Both come from the server's announcements; the Notification screen has them all.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TNotification } from '@padanam/contract';
import { Bell, CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useNotifications, useRegisterForEvent } from '../../../api/notifications';
import { APP_NAME } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { formatIndiaEventTime } from '../../../lib/india-time';
import { HomeSection } from './home-section';

const SHOWN = 3;

export function AnnouncementsSection() {
  const { t } = useLingui();
  const kindTags: Record<TNotification['kind'], string> = { exam: t`Exams`, event: t`Events`, padanam: APP_NAME };
  const notifications = useNotifications();
  const items = notifications.data?.items ?? [];
  const notices = items.filter((item) => item.kind !== 'event').slice(0, SHOWN);
  const events = items
    .filter((item) => item.kind === 'event')
    .sort((a, b) => (a.eventAt ?? a.publishedAt) - (b.eventAt ?? b.publishedAt))
    .slice(0, SHOWN);

  return (
    <div className="announcements">
      <HomeSection title={t`Notifications`} subtitle={t`Latest University Announcements`}>
        {notices.length === 0 ? (
          <p className="announcements__empty">{notifications.isPending ? t`Loading...` : t`No notifications yet.`}</p>
        ) : (
          <ul className="notice-cards">
            {notices.map((notice) => (
              <li key={notice.id} className="notice-card" data-read={notice.isRead ? 'true' : 'false'}>
                <Bell aria-hidden="true" className="notice-card__icon" />
                <div>
                  <p className="notice-card__meta">
                    <span className="notice-card__tag">{kindTags[notice.kind]}</span>
                    {!notice.isRead && ` ${t`New`}`}
                  </p>
                  <h3 className="notice-card__title">{notice.title}</h3>
                  <p className="notice-card__summary">{notice.content}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
      <HomeSection title={t`Main Events`} subtitle={t`University Announcements & Events`}>
        {events.length === 0 ? (
          <p className="announcements__empty">{notifications.isPending ? t`Loading...` : t`No events coming up.`}</p>
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
        <Trans>
          <Link to={paths.notifications}>All notifications</Link>. Always check your university’s official website for
          exam dates and results.
        </Trans>
      </p>
    </div>
  );
}

function EventCard({ event }: { event: TNotification }) {
  const { t } = useLingui();
  const register = useRegisterForEvent();
  const titleId = `event-${event.id}-title`;
  return (
    <article className="card event-card" aria-labelledby={titleId}>
      <p className="event-card__university">
        <Trans>{APP_NAME} event</Trans>
      </p>
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
            <span className="event-card__note">
              <Trans>Registered</Trans>
            </span>
          ) : (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-describedby={titleId}
              disabled={register.isPending}
              onClick={() => register.mutate(event.id)}
            >
              {register.isPending ? t`Registering...` : t`Register Now`}
            </button>
          )}
          {register.error && <span role="alert">{register.error.message}</span>}
        </div>
      )}
    </article>
  );
}
