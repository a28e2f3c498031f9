/** The four paper groups of a Kerala-style curriculum; MDC may be empty. Free of zod for the browser. */
export const PAPER_TYPES = ['Major', 'Minor', 'Common', 'MDC'] as const;
