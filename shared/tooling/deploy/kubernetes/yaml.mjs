// @ts-check
/**
 * Kubernetes objects written as YAML, block style, the way kubectl and podman read them: the
 * manifests in deploy/kubernetes/ are generated (manifests.mjs), so one small writer for the
 * shapes they use (objects, arrays, strings, numbers, booleans) instead of a YAML package.
 * A string that YAML could read as something else (a number, a boolean, null, a string with
 * `: ` or `#`) is written JSON-quoted, which YAML reads back as the same string.
 */

/** @typedef {string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue }} YamlValue */

const PLAIN = /^[A-Za-z_/][A-Za-z0-9_./@-]*$/;
const RESERVED = /^(true|false|yes|no|on|off|null|~|y|n)$/i;

/** @param {string} text */
function scalarString(text) {
  return PLAIN.test(text) && !RESERVED.test(text) ? text : JSON.stringify(text);
}

/** @param {YamlValue} value */
function scalar(value) {
  if (value === null) return 'null';
  if (typeof value === 'string') return scalarString(value);
  return String(value);
}

/** @param {YamlValue} value */
const isEmptyCollection = (value) =>
  (Array.isArray(value) && value.length === 0) || (value !== null && typeof value === 'object' && Object.keys(value).length === 0);

/** @param {YamlValue} value */
const isCollection = (value) => value !== null && typeof value === 'object' && !isEmptyCollection(value);

/**
 * @param {YamlValue} value
 * @param {string} indent
 * @returns {string[]}
 */
function lines(value, indent) {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (!isCollection(item)) return [`${indent}- ${isEmptyCollection(item) ? (Array.isArray(item) ? '[]' : '{}') : scalar(item)}`];
      const [first = '', ...rest] = lines(item, `${indent}  `);
      return [`${indent}- ${first.slice(indent.length + 2)}`, ...rest];
    });
  }
  return Object.entries(/** @type {Record<string, YamlValue>} */ (value)).flatMap(([key, item]) => {
    const name = scalarString(key);
    if (isEmptyCollection(item)) return [`${indent}${name}: ${Array.isArray(item) ? '[]' : '{}'}`];
    if (!isCollection(item)) return [`${indent}${name}: ${scalar(item)}`];
    // A list under a key sits at the key's indent, as kubectl writes it.
    return [`${indent}${name}:`, ...lines(item, Array.isArray(item) ? indent : `${indent}  `)];
  });
}

/**
 * One YAML stream: the comment lines, then each object as a document.
 * @param {Record<string, YamlValue>[]} documents
 * @param {string[]} [comment] lines of the header comment, without `#`
 */
export function toYaml(documents, comment = []) {
  const header = comment.map((line) => (line ? `# ${line}` : '#'));
  const body = documents.map((document) => ['---', ...lines(document, '')].join('\n'));
  return `${[...header, ...body].join('\n')}\n`;
}
