// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}
// jsdom lacks structuredClone and IndexedDB, which every browser has (the offline queue keeps its writes there):
// fake-indexeddb is IndexedDB in memory, one fresh database per test file.
if (typeof globalThis.structuredClone === 'undefined') {
  const v8 = require('node:v8');
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}
require('fake-indexeddb/auto');
