/**
 * Name of the admin session cookie (set by sign-in, which comes with the admin area). Requests carrying
 * it may depend on who is signed in: they are never cached publicly and never served across origins.
 */
export const SESSION_COOKIE = 'h2o_session';
