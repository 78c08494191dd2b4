import type { Plugin } from 'vite';
import { packageFileStandIns } from './vite.stand-ins.ts';

/**
 * Formik copies a form's initial values with lodash's cloneDeep and the objects on a changed field's path with its
 * clone. Both bring lodash's general cloning machinery (maps, sets, typed arrays, symbols, buffers: ~3.5 KB gzip
 * of every form page's first script) for values that are plain data here: strings, numbers, booleans, dates and
 * arrays or objects of them. Builds give Formik the browser's own structuredClone and a one-level copy that, like
 * lodash's clone, keeps an object's prototype; the dev server and the unit tests keep lodash. Builds also leave out
 * what only Formik's higher-order components use.
 */
const STAND_INS: Record<string, string> = {
  'lodash-es/cloneDeep.js': 'export default function cloneDeep(value) { return structuredClone(value); }\n',
  'lodash-es/clone.js': [
    'export default function clone(value) {',
    '  if (Array.isArray(value)) return value.slice();',
    "  if (value === null || typeof value !== 'object') return value;",
    '  return Object.assign(Object.create(Object.getPrototypeOf(value)), value);',
    '}',
    '',
  ].join('\n'),
  // Called only by Formik's higher-order components (withFormik, connect), which this site does not use; the
  // CommonJS module stays in the bundle all the same, with react-is (~1 KB gzip of every form page's first script).
  'hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js': [
    'module.exports = function hoistNonReactStatics() {',
    '  throw new Error("Formik\'s withFormik and connect were left out of the build (web/vite.formik-clone.ts)");',
    '};',
    '',
  ].join('\n'),
};

/** Only Formik imports lodash and hoist-non-react-statics here (`npm ls lodash-es hoist-non-react-statics`). */
export function formikWithoutUnusedParts(): Plugin {
  return packageFileStandIns('h2o-formik-without-unused-parts', STAND_INS);
}
