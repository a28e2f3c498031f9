/**
 * Run as a process of its own (built-ins.test.ts): notes every built-in function the language and
 * Node give a fresh process (each global, its own properties and its prototype's, and the hidden
 * intrinsics such as %TypedArray% and %IteratorPrototype%), then loads what the server process
 * loads, builds the app on the demo catalogue with the note sweep on, waits until it has read
 * every note's text, and prints, as JSON, which of those functions are no longer the same one.
 * A library that installs polyfills over built-ins (pdf.js's legacy build replaces
 * `JSON.stringify` with a slower one) makes every request pay; it belongs in a worker.
 */

type Snapshot = Map<string, unknown>;

function intrinsics(): Array<[string, unknown]> {
  const typedArray = Object.getPrototypeOf(Uint8Array) as object;
  const arrayIterator = Object.getPrototypeOf([][Symbol.iterator]()) as object;
  const iterator = Object.getPrototypeOf(arrayIterator) as object;
  const generator = Object.getPrototypeOf(function* () {}) as object;
  const asyncGenerator = Object.getPrototypeOf(async function* () {}) as object;
  const asyncFunction = Object.getPrototypeOf(async function () {}) as object;
  return [
    ['%TypedArray%', typedArray],
    ['%ArrayIteratorPrototype%', arrayIterator],
    ['%IteratorPrototype%', iterator],
    ['%StringIteratorPrototype%', Object.getPrototypeOf(''[Symbol.iterator]())],
    ['%MapIteratorPrototype%', Object.getPrototypeOf(new Map()[Symbol.iterator]())],
    ['%SetIteratorPrototype%', Object.getPrototypeOf(new Set()[Symbol.iterator]())],
    ['%GeneratorFunction.prototype%', generator],
    ['%AsyncGeneratorFunction.prototype%', asyncGenerator],
    ['%AsyncFunction.prototype%', asyncFunction],
  ];
}

/** `owner.key` → the function found there (a method, a getter or a setter). */
function snapshot(): Snapshot {
  const functions: Snapshot = new Map();
  const record = (name: string, target: unknown) => {
    if ((typeof target !== 'object' && typeof target !== 'function') || target === null) return;
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
      if (!descriptor) continue;
      const label = `${name}.${String(key)}`;
      if (typeof descriptor.value === 'function') functions.set(label, descriptor.value);
      if (descriptor.get) functions.set(`${label} (get)`, descriptor.get);
      if (descriptor.set) functions.set(`${label} (set)`, descriptor.set);
    }
  };
  const owners: Array<[string, unknown]> = [...intrinsics()];
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    // `process` and `global` are the process's state, not built-ins.
    if (name === 'process' || name === 'global' || name === 'globalThis') continue;
    const value: unknown = (globalThis as Record<string, unknown>)[name];
    if (typeof value === 'function') functions.set(`globalThis.${name}`, value);
    owners.push([name, value]);
    if (typeof value === 'function' && 'prototype' in value) owners.push([`${name}.prototype`, value.prototype]);
  }
  for (const [name, target] of owners) {
    record(name, target);
    if (typeof target === 'object' && target !== null) record(`${name}.[[Prototype]]`, Object.getPrototypeOf(target));
  }
  return functions;
}

const before = snapshot();

const { createTestApp } = await import('./test-app.js');
// Everything server.ts loads besides the app (it listens when imported, so it is not).
await import('../db/migrate.js');
await import('../db/seed/seed-demo-data.js');
await import('../db/seed/seed-reference-data.js');
await import('../process-supervisor.js');

const testApp = await createTestApp({ seed: true, env: { NOTE_TEXT_SWEEP_SECONDS: '3600' } });
let statuses: string[] = [];
try {
  const giveUpAt = Date.now() + 60_000;
  for (;;) {
    const notes = await testApp.database.db.selectFrom('notes').select('textStatus').execute();
    statuses = notes.map((note) => note.textStatus);
    if (statuses.every((status) => status !== 'pending') || Date.now() > giveUpAt) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
} finally {
  await testApp.close();
}

const after = snapshot();
const replaced = [...before].filter(([label, fn]) => after.get(label) !== fn).map(([label]) => label);
process.stdout.write(JSON.stringify({ notes: statuses, replaced }));
