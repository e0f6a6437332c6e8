/**
 * The hidden field people never see: bots fill it. A module of its own, free of zod and of the browser's submit code,
 * so that the server's pipeline and the browser's form name it without loading each other's code.
 */
export const HONEYPOT_FIELD = 'website';
