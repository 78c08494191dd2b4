/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The type scale of GlobalStyle.ts: every other size or weight costs a page a font lookup before its first paint. */
const SIZES_REM = new Set(['0.8', '0.9', '1', '1.15', '1.4', '1.6', '2', '2.6', '3']);
const WEIGHTS = new Set(['400', '700', 'inherit', 'normal', 'bold']);

const sourceRoot = join(__dirname, '..');

/** The styles of the public site and the admin area. */
function styleSources(): { file: string; source: string }[] {
  return (readdirSync(sourceRoot, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('__generated__') && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, source: readFileSync(join(sourceRoot, file), 'utf8') }));
}

describe('the type scale', () => {
  const sources = styleSources();

  it('finds the styles it checks', () => {
    const sizes = sources.flatMap(({ source }) => source.match(/font-size:/g) ?? []);
    expect(sizes.length).toBeGreaterThan(100);
  });

  it('sizes text only with the scale (a clamp() that scales with a phone width is the exception)', () => {
    const offScale: string[] = [];
    for (const { file, source } of sources) {
      for (const [declaration] of source.matchAll(/font(?:-size)?:[^;{}]*/g)) {
        if (declaration.includes('clamp(')) continue;
        for (const [, value] of declaration.matchAll(/(\d*\.?\d+)rem/g))
          if (!SIZES_REM.has(value)) offScale.push(`${file}: ${declaration}`);
        for (const [, value] of declaration.matchAll(/(\d*\.?\d+)px/g))
          if (file !== join('ui', 'GlobalStyle.ts') || value !== '16') offScale.push(`${file}: ${declaration}`);
      }
    }
    expect(offScale).toEqual([]);
  });

  it('sets no text size on SVG text: a drawing scales with its box, and its text with it (chart labels came out at 6 px)', () => {
    const svgSizes: string[] = [];
    for (const { file, source } of sources)
      for (const [attribute] of source.matchAll(/\bfontSize=\{[^}]*\}/g)) svgSizes.push(`${file}: ${attribute}`);
    expect(svgSizes).toEqual([]);
  });

  it('uses two weights, regular and bold', () => {
    const offScale: string[] = [];
    for (const { file, source } of sources) {
      for (const [declaration, value] of source.matchAll(/font-weight:\s*([^;}]*)/g)) {
        const weights = value.startsWith('$')
          ? [...value.matchAll(/\b(\d00)\b/g)].map((match) => match[1])
          : [value.replace(/\s*!important$/, '').trim()];
        if (weights.some((weight) => !WEIGHTS.has(weight))) offScale.push(`${file}: ${declaration}`);
      }
    }
    expect(offScale).toEqual([]);
  });
});
