// Product constants shown in more than one place.

export const APP_NAME = 'Padanam';
export const SUPPORT_EMAIL = 'support@padanam.in';
