// The note viewer's texts (spec section 8, "Note viewer").
import { msg } from '@lingui/core/macro';

export const NOTE_VIEWER_MESSAGES = {
  moduleFailed: msg`Failed to fetch module details`,
  documentFailed: msg`Failed to load PDF document`,
  noFile: msg`No file URL available`,
  loggedOut: msg`Please log in to read this note.`,
  /** The server's NOT_ENROLLED wording, for when the module details already say it is locked. */
  locked: msg`This module is part of a paid paper. Enroll in the paper (see Get Pro for the plans) to unlock it.`,
} as const;
