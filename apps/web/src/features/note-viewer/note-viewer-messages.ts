// The note viewer's texts (spec section 8, "Note viewer").

export const NOTE_VIEWER_MESSAGES = {
  moduleFailed: 'Failed to fetch module details',
  documentFailed: 'Failed to load PDF document',
  noFile: 'No file URL available',
  loggedOut: 'Please log in to read this note.',
  /** The server's NOT_ENROLLED wording, for when the module details already say it is locked. */
  locked: 'This module is part of a paid paper. Enroll in the paper (see Get Pro for the plans) to unlock it.',
} as const;
