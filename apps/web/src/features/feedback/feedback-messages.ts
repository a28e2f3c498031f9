// What a visitor is told on the feedback pages: feedback is sent as a student, so log in first.
import { msg } from '@lingui/core/macro';

export const FEEDBACK_LOGIN_MESSAGE = msg`Log in to report an issue or send us feedback.`;
export const RATING_LOGIN_MESSAGE = msg`Log in to rate your experience.`;
