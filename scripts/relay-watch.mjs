// Watch mode for the Relay compiler without watchman (`relay-compiler --watch` needs it, and
// Debian's watchman is too old): re-run the one-shot compile when sources or the schema change.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'web', 'src');
const schemaFile = join(root, 'schema.graphql');
// The local binary: no npx start-up cost on every save.
const compiler = join(root, 'node_modules', '.bin', 'relay-compiler');
const DEBOUNCE_MS = 150;

let timer;
let running = false;
let pending = false;

function compile(reason) {
  if (running) {
    pending = true; // one more run once this one ends, so no change is missed
    return;
  }
  running = true;
  console.log(`[relay-watch] ${reason}: running relay-compiler --noWatchman`);
  const child = spawn(compiler, ['--noWatchman'], { cwd: root, stdio: 'inherit' });
  child.on('error', (error) => console.error(`[relay-watch] cannot run ${compiler}: ${error.message}`));
  child.on('exit', (code) => {
    running = false;
    console.log(code === 0 ? '[relay-watch] compiled' : `[relay-watch] relay-compiler failed (exit ${code})`);
    if (pending) {
      pending = false;
      compile('changes during the last run');
    }
  });
}

function schedule(reason) {
  clearTimeout(timer);
  timer = setTimeout(() => compile(reason), DEBOUNCE_MS);
}

watch(sourceDir, { recursive: true }, (_event, file) => {
  // The compiler's own output would otherwise trigger an endless loop.
  if (!file || file.split(/[\\/]/).includes('__generated__')) return;
  if (!/\.(tsx?|jsx?|graphql)$/.test(file)) return;
  schedule(`changed web/src/${file}`);
});
watch(schemaFile, () => schedule('changed schema.graphql'));

console.log(`[relay-watch] watching ${sourceDir} and ${schemaFile} (Ctrl+C to stop)`);
compile('start');
