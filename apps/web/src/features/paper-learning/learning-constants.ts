// Fixed values of the learning screen (spec section 9) and the server's word on locked modules.
import { msg } from '@lingui/core/macro';

/** Spec: the learning screen shows '1 hr' for a module without a duration ('1 hrs' is paper selection's). */
export const DEFAULT_MODULE_DURATION = msg`1 hr`;

/** The server's NOT_ENROLLED message, shown before anything locked is asked for. */
export const LOCKED_MODULE_MESSAGE = msg`This module is part of a paid paper. Buy the paper, or this module on its own, to unlock it.`;
