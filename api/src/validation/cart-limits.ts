/**
 * Places of one course in one cart, at most: a family's booking. More than that is a group booking,
 * which staff arrange (contact form). The course's free places may allow fewer (the service checks).
 * Its own file, without yup: the site's header imports it for the cart panel's + button.
 */
export const MAX_CART_QUANTITY = 20;
