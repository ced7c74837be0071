/**
 * The import circles of a graph (file → the files it imports): its strongly connected parts of
 * more than one file, and a file that imports itself. Type-only imports count: a circle of types
 * still ties two rooms together (docs/tests.md).
 */

/**
 * @param {Map<string, Iterable<string>>} graph
 * @returns {string[][]} each circle's files, sorted, circles sorted by their first file
 */
export function findImportCycles(graph) {
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack.
  const index = new Map();
  const lowLink = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let next = 0;
  const edgesOf = (node) => [...(graph.get(node) ?? [])];

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, edges: edgesOf(start), at: 0 }];
    index.set(start, next);
    lowLink.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.edges.length) {
        const target = frame.edges[frame.at];
        frame.at += 1;
        if (!index.has(target)) {
          index.set(target, next);
          lowLink.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edges: edgesOf(target), at: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        lowLink.set(parent, Math.min(lowLink.get(parent), lowLink.get(frame.node)));
      }
      if (lowLink.get(frame.node) !== index.get(frame.node)) continue;
      const part = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        part.push(member);
      } while (member !== frame.node);
      const importsItself = edgesOf(frame.node).includes(frame.node);
      if (part.length > 1 || importsItself) cycles.push(part.sort());
    }
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}
