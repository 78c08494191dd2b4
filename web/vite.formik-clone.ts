import type { Plugin } from 'vite';
import { packageFileStandIns } from './vite.stand-ins.ts';

/**
 * Formik copies a form's initial values with lodash's cloneDeep and the objects on a changed field's path with its
 * clone. Both bring lodash's general cloning machinery (maps, sets, typed arrays, symbols, buffers: ~3.5 KB gzip
 * of every form page's first script) for values that are plain data here: strings, numbers, booleans, dates and
 * arrays or objects of them. Builds give Formik the browser's own structuredClone and a one-level copy that, like
 * lodash's clone, keeps an object's prototype; the dev server and the unit tests keep lodash.
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
};

/** Only Formik imports lodash here (`npm ls lodash-es`). */
export function formikWithoutLodashClone(): Plugin {
  return packageFileStandIns('h2o-formik-without-lodash-clone', STAND_INS);
}
