import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The Relay store's side of the cart. `Cart` has no id (it is the caller's, like a viewer), so a
 * mutation's answer is not merged into the query's `cart` by itself: `linkAnsweredCart` puts it there.
 * The optimistic updaters change the cart the screen shows at once; Relay rolls them back when the
 * answer arrives and the server's cart (prices and all) takes their place.
 */

/** Updater of every cart mutation: the payload's `cart` becomes the query's `cart`. */
export function linkAnsweredCart(store: RecordSourceSelectorProxy, mutationField: string): void {
  const cart = store.getRootField(mutationField)?.getLinkedRecord('cart');
  if (cart) store.getRoot().setLinkedRecord(cart, 'cart');
}

function shownCart(store: RecordSourceSelectorProxy): RecordProxy | null {
  return store.getRoot().getLinkedRecord('cart') ?? null;
}

const itemsOf = (cart: RecordProxy) => (cart.getLinkedRecords('items') ?? []).filter((item): item is RecordProxy => item != null);

/** docs/SPEC.md §4 sums, kept by the optimistic updates as the server keeps them: line = price × quantity. */
function recount(cart: RecordProxy): void {
  let itemCount = 0;
  let totalAmountCents = 0;
  for (const item of itemsOf(cart)) {
    const quantity = Number(item.getValue('quantity') ?? 0);
    const lineTotalCents = Number(item.getValue('unitPriceCents') ?? 0) * quantity;
    item.setValue(lineTotalCents, 'lineTotalCents');
    itemCount += quantity;
    totalAmountCents += lineTotalCents;
  }
  cart.setValue(itemCount, 'itemCount');
  cart.setValue(totalAmountCents, 'totalAmountCents');
}

/** The course as the add button knows it (its global id, to find its record, and its price). */
export interface CourseToAdd {
  id: string;
  priceCents: number;
}

/** One place more of the course: its item raised, or a new item (a cart, too, before the first add). */
export function addCourseOptimistically(store: RecordSourceSelectorProxy, course: CourseToAdd): void {
  const courseRecord = store.get(course.id);
  if (!courseRecord) return;
  let cart = shownCart(store);
  if (!cart) {
    cart = store.create('client:optimisticCart', 'Cart');
    cart.setLinkedRecords([], 'items');
    store.getRoot().setLinkedRecord(cart, 'cart');
  }
  const items = itemsOf(cart);
  const existing = items.find((item) => item.getLinkedRecord('course')?.getDataID() === course.id);
  if (existing) {
    existing.setValue(Number(existing.getValue('quantity') ?? 0) + 1, 'quantity');
  } else {
    const item = store.create(`client:optimisticCartItem:${course.id}`, 'CartItem');
    item.setValue(item.getDataID(), 'id');
    item.setValue(1, 'quantity');
    item.setValue(course.priceCents, 'unitPriceCents');
    item.setValue(true, 'bookable');
    item.setLinkedRecord(courseRecord, 'course');
    cart.setLinkedRecords([...items, item], 'items');
  }
  recount(cart);
}

export function setQuantityOptimistically(store: RecordSourceSelectorProxy, itemId: string, quantity: number): void {
  const cart = shownCart(store);
  const item = cart && itemsOf(cart).find((candidate) => candidate.getDataID() === itemId);
  if (!cart || !item) return;
  item.setValue(quantity, 'quantity');
  recount(cart);
}

export function removeItemOptimistically(store: RecordSourceSelectorProxy, itemId: string): void {
  const cart = shownCart(store);
  if (!cart) return;
  cart.setLinkedRecords(
    itemsOf(cart).filter((item) => item.getDataID() !== itemId),
    'items',
  );
  recount(cart);
}
