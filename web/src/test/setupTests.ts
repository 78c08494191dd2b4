/// <reference types="node" />
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these, react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the layout scrolls on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
