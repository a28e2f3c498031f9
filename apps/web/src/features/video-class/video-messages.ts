// The video page's texts (spec section 8, "Video").

export const VIDEO_MESSAGES = {
  loadFailedTitle: 'Error loading video',
  loadFailedDefault: 'Failed to load video data',
  notFound: 'Video not found',
  notAvailable: 'Video not available',
  /** The spec showed this in an alert; here it is a line under the placeholder. */
  urlMissing: 'Video URL not available',
  loggedOut: 'Please log in to watch this class.',
} as const;
