import { getSessionCookie } from 'better-auth/cookies';
import { COOKIE_PREFIX } from './constants';

/** Whether the request carries a staff session cookie at all; says nothing of whether the session is valid. */
export const hasSessionCookie = (request: Request) => Boolean(getSessionCookie(request, { cookiePrefix: COOKIE_PREFIX }));
