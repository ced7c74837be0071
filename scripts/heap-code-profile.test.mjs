/** @jest-environment node */
import { NO_URL, UNATTRIBUTED, codeProfile } from './heap-code-profile.mjs';

/**
 * A heap snapshot in V8's format, built from a small list of nodes and named edges, so the
 * walk from a code object to its function and script can be checked on a known graph.
 */
function snapshotOf(/** @type {{ type: string, name: string, size: number, edges?: [string, string, number][] }[]} */ spec) {
  const nodeTypes = ['hidden', 'object', 'closure', 'code', 'string'];
  const edgeTypes = ['internal', 'property', 'element', 'hidden'];
  const strings = [];
  const intern = (/** @type {string} */ text) => {
    const at = strings.indexOf(text);
    if (at >= 0) return at;
    strings.push(text);
    return strings.length - 1;
  };
  const nodes = [];
  const edges = [];
  spec.forEach((node, id) => {
    nodes.push(nodeTypes.indexOf(node.type), intern(node.name), id + 1, node.size, node.edges?.length ?? 0);
    for (const [kind, name, to] of node.edges ?? []) edges.push(edgeTypes.indexOf(kind), intern(name), to * 5);
  });
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [nodeTypes, 'string', 'number', 'number', 'number'],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [edgeTypes, 'string_or_number', 'node'],
      },
    },
    nodes,
    edges,
    strings,
  };
}

describe('codeProfile', () => {
  // 0 window -> 1 closure "draw" -> 2 its function info -> 3 script of three.js;
  // the closure holds 4 Code -> 5 machine code; 6 a stub nobody traces to a function;
  // 7 a closure from an eval'd script (8, no URL) holding 9 bytecode; 10 an object (not code);
  // 12 a script whose URL is empty.
  const graph = snapshotOf([
    {
      type: 'object',
      name: 'Window',
      size: 10,
      edges: [
        ['property', 'draw', 1],
        ['property', 'evaluated', 7],
        ['property', 'data', 10],
      ],
    },
    {
      type: 'closure',
      name: 'draw',
      size: 32,
      edges: [
        ['internal', 'shared', 2],
        ['internal', 'code', 4],
      ],
    },
    { type: 'code', name: 'system / SharedFunctionInfo / draw', size: 40, edges: [['internal', 'script', 3]] },
    { type: 'code', name: 'system / Script / http://localhost:8280/5.three.js', size: 80 },
    { type: 'code', name: 'system / Code', size: 60, edges: [['internal', 'instruction_stream', 5]] },
    { type: 'code', name: 'system / InstructionStream', size: 1000 },
    { type: 'code', name: 'system / InstructionStream', size: 300 },
    { type: 'closure', name: 'evaluated', size: 32, edges: [['internal', 'shared', 8]] },
    {
      type: 'code',
      name: 'system / SharedFunctionInfo / evaluated',
      size: 40,
      edges: [
        ['internal', 'script', 11],
        ['internal', 'bytecode', 9],
      ],
    },
    { type: 'code', name: 'system / BytecodeArray', size: 500 },
    { type: 'object', name: 'Array', size: 4000 },
    { type: 'code', name: 'system / Script', size: 70 },
    { type: 'code', name: 'system / Script / ', size: 5 },
  ]);

  it('adds up every code node and nothing else', () => {
    expect(codeProfile(graph).bytes).toBe(40 + 80 + 60 + 1000 + 300 + 40 + 500 + 70 + 5);
  });

  it('counts machine code and bytecode under the script their function was compiled from', () => {
    const { byScript } = codeProfile(graph);
    expect(byScript.get('http://localhost:8280/5.three.js')).toBe(40 + 80 + 60 + 1000);
    expect(byScript.get(NO_URL)).toBe(40 + 500 + 70 + 5);
    expect(byScript.get(UNATTRIBUTED)).toBe(300);
  });
});
