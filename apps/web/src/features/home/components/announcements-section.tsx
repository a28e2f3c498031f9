// Section 5 of Home: 'Notifications' and 'Main Events', side by side on wide screens.
// 'Register Now' has nothing behind it yet (spec: it does nothing), so it says so instead of
// pretending: it stays focusable and readable, marked unavailable, with 'Registration opens soon'.
import { Bell, CalendarDays, MapPin } from 'lucide-react';
import { SAMPLE_ANNOUNCEMENTS, SAMPLE_EVENTS, type TEvent } from '../sample-announcements';
import { HomeSection } from './home-section';

export function AnnouncementsSection() {
  return (
    <div className="announcements">
      <HomeSection title="Notifications" subtitle="Latest University Announcements">
        <ul className="notice-cards">
          {SAMPLE_ANNOUNCEMENTS.map((notice) => (
            <li key={notice.id} className="notice-card">
              <Bell aria-hidden="true" className="notice-card__icon" />
              <div>
                <p className="notice-card__meta">
                  <span className="notice-card__tag">{notice.tag}</span> {notice.university}
                </p>
                <h3 className="notice-card__title">{notice.title}</h3>
                <p className="notice-card__summary">{notice.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </HomeSection>
      <HomeSection title="Main Events" subtitle="University Announcements & Events">
        <ul className="event-cards">
          {SAMPLE_EVENTS.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      </HomeSection>
      <p className="announcements__disclaimer">
        These are sample notices. Always check your university’s official website for exam dates and results.
      </p>
    </div>
  );
}

function EventCard({ event }: { event: TEvent }) {
  const noteId = `event-${event.id}-registration`;
  return (
    <article className="card event-card">
      <p className="event-card__university">{event.university}</p>
      <h3 className="event-card__title">{event.title}</h3>
      <p className="event-card__detail">
        <CalendarDays aria-hidden="true" />
        {event.when}
      </p>
      <p className="event-card__detail">
        <MapPin aria-hidden="true" />
        {event.where}
      </p>
      <div className="event-card__register">
        <button type="button" className="btn btn--secondary btn--small" aria-disabled="true" aria-describedby={noteId}>
          Register Now
        </button>
        <span id={noteId} className="event-card__note">
          Registration opens soon
        </span>
      </div>
    </article>
  );
}
