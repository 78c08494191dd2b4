/** Where staff find an order: the orders view searched for its number (the list then shows just that order). */
export const orderLink = (orderNumber: string) => `/admin/orders?${new URLSearchParams({ q: orderNumber })}`;
