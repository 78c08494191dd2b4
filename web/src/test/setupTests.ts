/// <reference types="node" />
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// Both catalogues up front: components render synchronously in tests (the browser loads its language's).
import '../i18n/allCatalogues';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy*/waitFor give up after 1 s by default. In CI two test files share two cores with PostgreSQL and a browser,
// and a lazy chunk's first render has missed that second (AddToCartButton's panel); what never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these, react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the layout scrolls on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// jsdom has <dialog> and its `open` attribute but not showModal/close; the browser tests cover the real
// modal behaviour (focus, Escape, inert page), these only open and close it like the browser does.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
