// The video page's texts (spec section 8, "Video").
import { msg } from '@lingui/core/macro';

export const VIDEO_MESSAGES = {
  loadFailedTitle: msg`Error loading video`,
  loadFailedDefault: msg`Failed to load video data`,
  notFound: msg`Video not found`,
  notAvailable: msg`Video not available`,
  /** The spec showed this in an alert; here it is a line under the placeholder. */
  urlMissing: msg`Video URL not available`,
  loggedOut: msg`Please log in to watch this class.`,
} as const;
