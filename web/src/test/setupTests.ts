/// <reference types="node" />
import '@testing-library/jest-dom';
// Both catalogues up front: components render synchronously in tests (the browser loads its language's).
import '../i18n/allCatalogues';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these, react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the layout scrolls on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
