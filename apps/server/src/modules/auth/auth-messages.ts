/** What a request without a live session is told, in each of the app's languages. */
export const SESSION_EXPIRED_MESSAGE = { en: 'Session expired', ml: 'സെഷൻ അവസാനിച്ചു' } as const;
export const LOG_IN_TO_CONTINUE_MESSAGE = { en: 'Please log in to continue.', ml: 'തുടരാൻ ലോഗിൻ ചെയ്യൂ.' } as const;
