// Fixed values of the learning screen (spec section 9) and the server's word on locked modules.

/** Spec: a module card shows the Module-Based Plan price, 69 rupees. */
export const MODULE_PRICE_RUPEES = 69;

/** Spec: the learning screen shows '1 hr' for a module without a duration ('1 hrs' is paper selection's). */
export const DEFAULT_MODULE_DURATION = '1 hr';

/** The server's NOT_ENROLLED message, shown before anything locked is asked for. */
export const LOCKED_MODULE_MESSAGE =
  'This module is part of a paid paper. Enroll in the paper (see Get Pro for the plans) to unlock it.';
