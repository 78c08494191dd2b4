import { nextTask } from './nextTask';

/**
 * What a visitor does on the server's page before its scripts have run is kept and done again once they have
 * (the idea of Angular's and Google's "event replay"). The page arrives rendered and looks ready, but until React
 * has hydrated it a tap on a button does nothing and text typed into a form is only in the DOM: React's state (the
 * form's) never hears of it, so the next render empties the field and the submit sends nothing. On a phone the
 * scripts take seconds to arrive.
 *
 * - Taps on buttons are held (their default, e.g. a native submit of a form React has not taken over, is
 *   prevented) and clicked again after hydration, in order. Links keep working without scripts. A form sent by
 *   Enter in a field is held as a tap on its submit button. The holding starts with the page itself, in an inline
 *   script of index.html: this module arrives with the app's first script, which on mobile data comes a round trip
 *   or more after the page is painted, and a tap before it did nothing (before-hydration.test.ts).
 * - Text typed, boxes ticked and options chosen are handed to React after hydration as if given then: `input`
 *   events that React's value tracking sees as changes, taps on the boxes, `change` events on selects. So is what
 *   a visitor types (or the browser fills in) after the app has started but before React has hydrated that field:
 *   the page's content is a Suspense boundary that React hydrates after the rest, and it would take such a value
 *   as its own (the form's state empty, the field showing text the submit never sends).
 */

/** What index.html's inline script holds: the buttons tapped (and submit buttons of forms sent), in order. */
interface HeldSinceFirstPaint {
  held: HTMLElement[];
  stop: () => void;
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Takes over what was held; the function returned replays it and stops (call it once hydration has committed). */
export function holdInteractionsUntilHydrated(root: Document = document): () => Promise<void> {
  const { held, stop } = (window as { heldInteractions?: HeldSinceFirstPaint }).heldInteractions ?? { held: [], stop: () => {} };

  let released = false;
  return async () => {
    if (released) return;
    released = true;
    const fields = [...root.querySelectorAll<FormField>('input, textarea, select')];
    handOverInputUntilHydrated(root, fields);
    // What was typed, read now: a part React hydrates later keeps it in the DOM until then, a part already
    // hydrated keeps it until its next render, which would put React's (empty) value back.
    const typed = fields.flatMap((field) => {
      const value = typedValue(field);
      return value === null ? [] : [{ field, value }];
    });
    // Once React has the field: what it holds then if still the visitor's (they may have typed on), else what was read.
    for (const { field, value } of typed) if (await hydrated(field)) replayValue(field, typedValue(field) ?? value);
    // The values' state updates render first: a submit must read them (Formik reads its last rendered state).
    if (held.length) await nextFrame();
    // Taps are held until the values are React's: one in between (a part still waiting to hydrate, React hydrates
    // it for the tap) would send the form without them. It joins the queue instead.
    stop();
    for (const button of held) if (button.isConnected && (await hydrated(button))) button.click();
  };
}

/**
 * Hands to React what is typed, ticked or chosen from now on in a field it has not hydrated yet, once it has.
 * React hydrates the field's part for the event itself, but keeps the DOM's value and takes it as the one it last
 * saw, so the event shows it no change and the form's state never hears of it. Until every field of `fields` (the
 * page's, at the release) is React's.
 */
function handOverInputUntilHydrated(root: Document, fields: FormField[]) {
  // Field → what the visitor gave, as of their last event in it: a render of the form (another field's change)
  // puts the form's empty value back into the field once React has it, before it could be handed over.
  const given = new Map<FormField, string | boolean | null>();
  const handOver = async (event: Event) => {
    const field = event.target;
    if (!isFormField(field) || isReacts(field)) return;
    const first = !given.has(field);
    given.set(field, typedValue(field));
    if (!first) return;
    // After this event: React hydrates the field's part for it, else later with the rest.
    await nextTask();
    const isNowReacts = await hydrated(field);
    const value = typedValue(field) ?? given.get(field) ?? null;
    given.delete(field);
    if (isNowReacts && value !== null) replayValue(field, value);
  };
  // Capturing on the document: before React's listener on the root has hydrated the field.
  const types = ['input', 'change', 'click'];
  for (const type of types) root.addEventListener(type, handOver, true);
  void Promise.all(fields.map(hydrated)).then(() => {
    for (const type of types) root.removeEventListener(type, handOver, true);
  });
}

const isFormField = (target: EventTarget | null): target is FormField =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

// React's property name is internal, yet its prefix has been the same since React 16; the browser tests rely on it.
const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Whether React has hydrated the element (its props are on it), waiting up to 10 s: parts of the page inside a
 * Suspense boundary hydrate after the rest, and an event replayed into one before would be lost to React.
 */
async function hydrated(element: Element): Promise<boolean> {
  for (let waited = 0; !isReacts(element) && waited < 10_000; waited += 16) await nextFrame();
  return isReacts(element);
}

// A timer, not requestAnimationFrame: a hidden tab does not paint.
const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 16));

/** The value a visitor typed or chose before hydration, null when it is still the page's own. */
function typedValue(field: FormField): string | boolean | null {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return null;
    const own = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return own && field.value !== own.value ? field.value : null;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked ? field.checked : null;
  }
  if (field instanceof HTMLInputElement && ['file', 'hidden', 'submit', 'button', 'reset', 'image'].includes(field.type)) return null;
  return field.value !== field.defaultValue ? field.value : null;
}

/** Hands a value the visitor gave before hydration to React (which keeps the DOM's value while hydrating, unseen). */
function replayValue(field: FormField, value: string | boolean) {
  if (field instanceof HTMLSelectElement) {
    // React reads a select's choice from the change event (no value tracking), and keeps the DOM's while hydrating.
    field.value = String(value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (typeof value === 'boolean') {
    // Hydration keeps the DOM's checked state: set React's (its default now) back, and tap as the visitor did.
    const box = field as HTMLInputElement;
    box.checked = box.defaultChecked;
    if (box.checked !== value) box.click();
    return;
  }
  // React tracks the value it last saw through the element's own `value` property: set it to React's value
  // (its default after hydrating or rendering), then the typed one past the tracker, so the event reads as a change.
  field.value = field.defaultValue;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
