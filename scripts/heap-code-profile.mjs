// @ts-check
/**
 * How many bytes of a page's V8 heap are compiled code (bytecode, baseline and optimised
 * machine code, feedback vectors and their metadata: the heap snapshot's "code" nodes,
 * DevTools' "Code" statistic), and which script each byte was compiled from. Compiled code
 * grows as V8 compiles and tiers up the functions a page runs again and again, then levels
 * off: `npm run bench:scenes` reports it apart from the app's own objects, by library.
 * Taking the snapshot forces a full GC.
 */

/** Where code whose function cannot be traced to a script is counted (V8's own stubs and handlers). */
export const UNATTRIBUTED = '(V8 internals)';
/** Where code from scripts that have no URL is counted (eval, the benchmark's own injected scripts). */
export const NO_URL = '(scripts without a URL)';

const SCRIPT_PREFIX = 'system / Script / ';
const SHARED_INFO = 'system / SharedFunctionInfo';
/** Retainer steps searched from a code object up to its function: Code -> CodeWrapper -> FeedbackVector -> closure is four. */
const OWNER_DEPTH = 6;

/**
 * @typedef {{ snapshot: { meta: { node_fields: string[], node_types: (string[] | string)[], edge_fields: string[], edge_types: (string[] | string)[] } }, nodes: number[], edges: number[], strings: string[] }} HeapSnapshot
 * @typedef {{ bytes: number, byScript: Map<string, number> }} CodeProfile
 */

/**
 * Compiled code in a parsed heap snapshot, in all and per script URL.
 *
 * @param {HeapSnapshot} snapshot
 * @returns {CodeProfile}
 */
export function codeProfile(snapshot) {
  const { node_fields: nodeFields, node_types: nodeTypes, edge_fields: edgeFields, edge_types: edgeTypes } = snapshot.snapshot.meta;
  const { nodes, edges, strings } = snapshot;
  const NF = nodeFields.length;
  const EF = edgeFields.length;
  const typeAt = nodeFields.indexOf('type');
  const nameAt = nodeFields.indexOf('name');
  const sizeAt = nodeFields.indexOf('self_size');
  const edgeCountAt = nodeFields.indexOf('edge_count');
  const edgeTypeAt = edgeFields.indexOf('type');
  const edgeNameAt = edgeFields.indexOf('name_or_index');
  const edgeToAt = edgeFields.indexOf('to_node');
  const types = /** @type {string[]} */ (nodeTypes[typeAt]);
  const codeType = types.indexOf('code');
  const closureType = types.indexOf('closure');
  const kinds = /** @type {string[]} */ (edgeTypes[edgeTypeAt]);
  const indexed = new Set([kinds.indexOf('element'), kinds.indexOf('hidden')]);
  const count = nodes.length / NF;

  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0; node < count; node += 1) firstEdge[node + 1] = firstEdge[node] + nodes[node * NF + edgeCountAt] * EF;
  // Retainers of every node, as a flat list with offsets (the snapshot only has outgoing edges).
  const retainerStart = new Uint32Array(count + 1);
  for (let edge = 0; edge < edges.length; edge += EF) retainerStart[edges[edge + edgeToAt] / NF + 1] += 1;
  for (let node = 0; node < count; node += 1) retainerStart[node + 1] += retainerStart[node];
  const retainers = new Uint32Array(retainerStart[count]);
  const filled = retainerStart.slice(0, count);
  for (let node = 0; node < count; node += 1) {
    for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge += EF) {
      const target = edges[edge + edgeToAt] / NF;
      retainers[filled[target]] = node;
      filled[target] += 1;
    }
  }

  const nameOf = (/** @type {number} */ node) => strings[nodes[node * NF + nameAt]];
  const child = (/** @type {number} */ node, /** @type {string} */ name) => {
    for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge += EF) {
      if (!indexed.has(edges[edge + edgeTypeAt]) && strings[edges[edge + edgeNameAt]] === name) return edges[edge + edgeToAt] / NF;
    }
    return -1;
  };
  /** The shared function info a code object belongs to, or -1. */
  const ownerOf = (/** @type {number} */ node) => {
    const seen = new Set([node]);
    let frontier = [node];
    for (let depth = 0; depth <= OWNER_DEPTH && frontier.length > 0; depth += 1) {
      /** @type {number[]} */
      const next = [];
      for (const candidate of frontier) {
        if (nameOf(candidate).startsWith(SHARED_INFO)) return candidate;
        if (nodes[candidate * NF + typeAt] === closureType) {
          const shared = child(candidate, 'shared');
          if (shared >= 0) return shared;
        }
        for (let at = retainerStart[candidate]; at < retainerStart[candidate + 1]; at += 1) {
          const retainer = retainers[at];
          if (!seen.has(retainer)) {
            seen.add(retainer);
            next.push(retainer);
          }
        }
      }
      frontier = next;
    }
    return -1;
  };
  const scriptOf = (/** @type {number} */ node) => {
    if (nameOf(node).startsWith(SCRIPT_PREFIX)) return nameOf(node).slice(SCRIPT_PREFIX.length) || NO_URL;
    const owner = ownerOf(node);
    if (owner < 0) return UNATTRIBUTED;
    const script = child(owner, 'script');
    if (script < 0) return UNATTRIBUTED;
    const name = nameOf(script);
    return (name.startsWith(SCRIPT_PREFIX) && name.slice(SCRIPT_PREFIX.length)) || NO_URL;
  };

  let bytes = 0;
  /** @type {Map<string, number>} */
  const byScript = new Map();
  for (let node = 0; node < count; node += 1) {
    if (nodes[node * NF + typeAt] !== codeType) continue;
    const size = nodes[node * NF + sizeAt];
    bytes += size;
    const script = scriptOf(node);
    byScript.set(script, (byScript.get(script) ?? 0) + size);
  }
  return { bytes, byScript };
}

/**
 * @param {import('@playwright/test').CDPSession} cdp a session on the page
 * @returns {Promise<HeapSnapshot>}
 */
async function takeHeapSnapshot(cdp) {
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
  return JSON.parse(chunks.join(''));
}

/**
 * @param {import('@playwright/test').CDPSession} cdp a session on the page
 * @returns {Promise<CodeProfile>}
 */
export async function heapCodeProfile(cdp) {
  return codeProfile(await takeHeapSnapshot(cdp));
}
