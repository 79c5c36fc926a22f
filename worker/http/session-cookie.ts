/**
 * The web client's session cookie: httpOnly, so no script can read it (docs/product.md#sessions). Its name is shared
 * by the sign-in that sets it and by middleware that only needs to know whether a request carries credentials.
 */
export const sessionCookieName = 'kar_session';
