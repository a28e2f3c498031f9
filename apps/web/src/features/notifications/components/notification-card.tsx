// One notification: title, content and time; unread ones stand out and are marked read when the
// student opens them. An event shows its date and place, and 'Register Now' when it takes one.
// A notice for the student alone (a tutor answered their doubt) leads to what it is about.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TNotification } from '@padanam/contract';
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useMarkNotificationRead, useRegisterForEvent } from '../../../api/notifications';
import { formatIndiaDateTime } from '../../../lib/india-time';

export function NotificationCard({ notification }: { notification: TNotification }) {
  const { t } = useLingui();
  const markRead = useMarkNotificationRead();
  const register = useRegisterForEvent();
  const titleId = `notification-${notification.id}-title`;
  const markAsRead = () => {
    if (!notification.isRead && !markRead.isPending) markRead.mutate(notification.id);
  };

  return (
    // Spec: clicking a card marks it read, so a tap anywhere on it counts (the content, the event's
    // date). Keyboard users have the title button, the card's first stop, which does the same.
    <article
      className="card notification-card"
      data-read={notification.isRead ? 'true' : 'false'}
      aria-labelledby={titleId}
      onClick={markAsRead}
    >
      <button type="button" className="notification-card__open">
        <span className="notification-card__title" id={titleId}>
          {!notification.isRead && (
            <span className="visually-hidden">
              <Trans>Unread:</Trans>{' '}
            </span>
          )}
          {notification.title}
        </span>
        <time className="notification-card__time" dateTime={new Date(notification.publishedAt).toISOString()}>
          {formatIndiaDateTime(notification.publishedAt)}
        </time>
      </button>
      <p className="notification-card__content">{notification.content}</p>
      {notification.link && (
        <Link
          to={notification.link}
          className="btn btn--secondary btn--small notification-card__link"
          aria-describedby={titleId}
        >
          <Trans>Open</Trans>
        </Link>
      )}
      {notification.kind === 'event' && (
        <div className="notification-card__event">
          {notification.eventAt !== null && (
            <p>
              <CalendarDays aria-hidden="true" /> {formatIndiaDateTime(notification.eventAt)}
            </p>
          )}
          {notification.location && (
            <p>
              <MapPin aria-hidden="true" /> {notification.location}
            </p>
          )}
          {notification.hasRegistration &&
            (notification.isRegistered ? (
              <p className="notification-card__registered">
                <Trans>Registered</Trans>
              </p>
            ) : (
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={register.isPending}
                aria-describedby={titleId}
                onClick={() => register.mutate(notification.id)}
              >
                {register.isPending ? t`Registering...` : t`Register Now`}
              </button>
            ))}
          {register.error && <p role="alert">{register.error.message}</p>}
        </div>
      )}
    </article>
  );
}
