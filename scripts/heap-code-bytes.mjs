// @ts-check
/**
 * How many bytes of a page's V8 heap are compiled code: bytecode, baseline and optimised
 * machine code, feedback vectors and their metadata (the heap snapshot's "code" nodes,
 * DevTools' "Code" statistic). They grow as V8 compiles and tiers up functions the page
 * runs again and again, then level off: a cache, like compiled shader programs, that
 * `npm run bench:scenes` reports apart from the heap growth of the app's own objects.
 * Taking the snapshot forces a full GC.
 *
 * @param {import('@playwright/test').CDPSession} cdp a session on the page
 * @returns {Promise<number>}
 */
export async function heapCodeBytes(cdp) {
  /** @type {string[]} */
  const chunks = [];
  /** @param {{ chunk: string }} event */
  const collect = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
    await cdp.send('HeapProfiler.disable');
  }
  const snapshot = JSON.parse(chunks.join(''));
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const typeField = fields.indexOf('type');
  const sizeField = fields.indexOf('self_size');
  const codeType = types[typeField].indexOf('code');
  /** @type {number[]} */
  const nodes = snapshot.nodes;
  let bytes = 0;
  for (let index = 0; index < nodes.length; index += fields.length) {
    if (nodes[index + typeField] === codeType) bytes += nodes[index + sizeField];
  }
  return bytes;
}
