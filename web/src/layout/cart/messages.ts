import { defineMessages, type NoMessageValues } from 'react-intl';

export const cartMessages = defineMessages<{
  buttonLabel: { courses: number; places: number };
  panelTitle: { courses: number; places: number };
  close: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyText: NoMessageValues;
  browseCourses: NoMessageValues;
  items: NoMessageValues;
  subtotal: NoMessageValues;
  checkout: NoMessageValues;
  continueShopping: NoMessageValues;
  changeFailed: NoMessageValues;
}>({
  buttonLabel: {
    id: 'cart.button.label',
    description:
      'Accessible name of the header cart button; {courses} is the number of different courses in the cart, {places} the places booked in them (one course for two children: 1 course, 2 places); ICU plurals, places 0 = empty',
  },
  panelTitle: {
    id: 'cart.panel.title',
    description: 'Heading of the cart side panel: {courses} different courses, {places} places in them (ICU plurals, places 0 = empty)',
  },
  close: { id: 'cart.panel.close', description: 'Accessible label of the button closing the cart side panel' },
  emptyTitle: { id: 'cart.empty.title', description: 'Cart side panel: heading when nothing is in the cart' },
  emptyText: { id: 'cart.empty.text', description: 'Cart side panel: suggestion below the empty-cart heading' },
  browseCourses: {
    id: 'cart.empty.browse',
    description: 'Cart side panel, empty cart: button closing the panel and going to the course list',
  },
  items: { id: 'cart.panel.items', description: 'Cart side panel: accessible name of the list of courses in the cart' },
  subtotal: { id: 'cart.panel.subtotal', description: 'Cart side panel: label of the sum of all items (docs/SPEC.md §2 subtotal)' },
  checkout: { id: 'cart.panel.checkout', description: 'Cart side panel: button closing the panel and going to the checkout' },
  continueShopping: { id: 'cart.panel.continue', description: 'Cart side panel: button closing the panel and going to the course list' },
  changeFailed: {
    id: 'cart.error.changeFailed',
    description: 'Cart side panel: the cart could not be changed at all (offline, server fault); nothing was changed',
  },
});

export const cartItemMessages = defineMessages<{
  unitPrice: { price: string };
  quantityGroup: { title: string };
  decrease: { title: string };
  increase: { title: string };
  remove: { title: string };
}>({
  unitPrice: { id: 'cart.item.unitPrice', description: 'Cart item card: the price of one place, {price} formatted like "160,00 €"' },
  quantityGroup: {
    id: 'cart.item.quantity',
    description: 'Cart item card: accessible name of the group with the quantity and its −/+ buttons; {title} is the course',
  },
  decrease: {
    id: 'cart.item.decrease',
    description: 'Cart item card: accessible name of the − button (one place fewer); {title} is the course',
  },
  increase: {
    id: 'cart.item.increase',
    description: 'Cart item card: accessible name of the + button (one place more); {title} is the course',
  },
  remove: {
    id: 'cart.item.remove',
    description: 'Cart item card: accessible name of the button taking the course out of the cart; {title} is the course',
  },
});

export const addToCartMessages = defineMessages<{
  add: NoMessageValues;
  addLabel: { title: string };
}>({
  add: {
    id: 'cart.add',
    description: 'Button on course cards and the course page putting one place of the course into the cart and opening the cart',
  },
  addLabel: {
    id: 'cart.add.label',
    description:
      'Accessible name of the add-to-cart button on a course card (the list has one per course); starts with the visible text; {title} is the course',
  },
});
