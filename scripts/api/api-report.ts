import path from 'node:path';
import ts from 'typescript';

/**
 * The API report of a public door of the repo (docs/decisions.md, "API report"): every name
 * an entry exports, its kind and its signature, as the classic TypeScript compiler sees them.
 * TypeScript 7 (`typescript-native`, our typecheck) has no compiler API; the classic
 * `typescript` installed for typescript-eslint has, and reading types is all this needs.
 */
export interface ApiEntry {
  /** The report's file under docs/api/. */
  name: string;
  /** What importers write. */
  importPath: string;
  /** The files whose exports make the door, relative to the repo root (or absolute). */
  files: readonly string[];
}

export const REPO_ROOT = path.resolve(__dirname, '../..');

export const API_ENTRIES: readonly ApiEntry[] = [
  { name: 'chapter-kit', importPath: '@mission/chapter-kit', files: ['shared/chapter-kit/src/index.ts'] },
  { name: 'chapter-kit-scene', importPath: '@mission/chapter-kit/scene', files: ['shared/chapter-kit/src/scene.ts'] },
  {
    name: 'bus-contract',
    importPath: '@mission/shared (the bus)',
    files: [
      'shared/page/src/bus/bus-contract.ts',
      'shared/page/src/bus/bus-events.ts',
      'shared/page/src/bus/bus-event-declarations.ts',
      'shared/page/src/bus/bus-event-validation.ts',
      'shared/page/src/bus/bus-state.ts',
      'shared/page/src/bus/chapter-place.ts',
      'shared/page/src/bus/event-bus.ts',
      'shared/page/src/bus/mission-bus.ts',
      'shared/page/src/bus/mission-bus-type.ts',
      'shared/page/src/bus/use-bus-state.ts',
    ],
  },
];

/** What `checker.typeToString` would be asked for, as node-builder flags: the report builds the nodes itself. */
const TYPE_FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType |
  ts.NodeBuilderFlags.WriteArrayAsGenericType |
  ts.NodeBuilderFlags.IgnoreErrors;
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(REPO_ROOT, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, REPO_ROOT, configPath);
  return { ...options, noEmit: true, types: [] };
}

/** One program for every entry: they share most of their files. */
export function createApiProgram(entries: readonly ApiEntry[] = API_ENTRIES): ts.Program {
  const roots = entries.flatMap((entry) => entry.files.map((file) => path.resolve(REPO_ROOT, file)));
  return ts.createProgram(roots, compilerOptions());
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** As the compiler's single-line writer does: each line break and its indent a space, a string's own spaces kept. */
const joinLines = (text: string) => text.replace(/\n\s*/g, ' ').trim();

/**
 * The members of every union in `node`, sorted by their text. The compiler prints a union's
 * members in the order it first met their types, which depends on everything else the program
 * checked first: a new branch's name met early reordered the kit's section unions. A union's
 * order means nothing, so the report gives each one a single order of its own: adding a member
 * changes the line by that member alone. Intersections, parameters, overloads and an
 * interface's members keep their order, which is the source's and can mean something.
 */
function withSortedUnions<T extends ts.Node>(node: T, sourceFile: ts.SourceFile): T {
  const sort: ts.TransformerFactory<ts.Node> = (context) => {
    const visit = (child: ts.Node): ts.Node => {
      const visited = ts.visitEachChild(child, visit, context);
      if (!ts.isUnionTypeNode(visited)) return visited;
      // `null` and `undefined` last, as people write them (`string | null`); the rest by their text.
      const keyed = visited.types.map((member) => ({
        member,
        key: `${/^(?:null|undefined)$/.test(printRaw(member, sourceFile)) ? 1 : 0}${printRaw(member, sourceFile)}`,
      }));
      keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      return ts.factory.updateUnionTypeNode(visited, ts.factory.createNodeArray(keyed.map(({ member }) => member)));
    };
    return (root) => visit(root);
  };
  const result = ts.transform<ts.Node>(node, [sort]);
  const [sorted] = result.transformed;
  result.dispose();
  return sorted as T;
}

const printRaw = (node: ts.Node, sourceFile: ts.SourceFile) => printer.printNode(ts.EmitHint.Unspecified, node, sourceFile);

/** A node of the source on one line, with its unions sorted. */
function print(node: ts.Node): string {
  const sourceFile = node.getSourceFile();
  return oneLine(printRaw(withSortedUnions(node, sourceFile), sourceFile));
}

/** A node the checker built, as the checker would write it, with its unions sorted. */
function printBuilt(node: ts.Node, enclosing: ts.Node): string {
  const sourceFile = enclosing.getSourceFile();
  return joinLines(printRaw(withSortedUnions(node, sourceFile), sourceFile));
}

/** A type as `checker.typeToString` writes it, with its unions sorted (`print`). */
function typeText(checker: ts.TypeChecker, type: ts.Type, enclosing: ts.Node): string {
  const node = checker.typeToTypeNode(type, enclosing, TYPE_FLAGS);
  if (!node) throw new Error(`API report: no type node for ${checker.typeToString(type)}`);
  return printBuilt(node, enclosing);
}

/** A call signature as `checker.signatureToString` writes it (`<T>(a: A): R`), with its unions sorted. */
function signatureText(checker: ts.TypeChecker, signature: ts.Signature, enclosing: ts.Node): string {
  const node = checker.signatureToSignatureDeclaration(
    signature,
    ts.SyntaxKind.CallSignature,
    enclosing,
    TYPE_FLAGS | ts.NodeBuilderFlags.WriteTypeParametersInQualifiedName,
  );
  if (!node) throw new Error(`API report: no signature node for ${checker.signatureToString(signature)}`);
  return printBuilt(node, enclosing).replace(/;$/, '');
}

/** A class: its public members, each with its type, as one line per member. */
function classLines(checker: ts.TypeChecker, symbol: ts.Symbol, declaration: ts.ClassDeclaration): string[] {
  const lines: string[] = [];
  for (const member of declaration.members) {
    const flags = ts.getCombinedModifierFlags(member as ts.Declaration);
    if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) || (member.name && ts.isPrivateIdentifier(member.name))) continue;
    if (ts.isConstructorDeclaration(member)) {
      lines.push(`  constructor(${member.parameters.map((parameter) => print(parameter)).join(', ')})`);
      continue;
    }
    if (!member.name) continue;
    const memberSymbol = checker.getSymbolAtLocation(member.name);
    if (!memberSymbol) continue;
    const statics = flags & ts.ModifierFlags.Static ? 'static ' : '';
    const readonly = flags & ts.ModifierFlags.Readonly ? 'readonly ' : '';
    const type = typeText(checker, checker.getTypeOfSymbolAtLocation(memberSymbol, member), member);
    const accessor = ts.isGetAccessor(member) ? 'get ' : '';
    lines.push(`  ${statics}${readonly}${accessor}${memberSymbol.getName()}: ${type}`);
  }
  return [
    `class ${symbol.getName()}${declaration.typeParameters ? `<${declaration.typeParameters.map(print).join(', ')}>` : ''}`,
    ...lines.sort(),
  ];
}

/** What one exported name is: its kind and its signature, one or more lines. */
function exportLines(checker: ts.TypeChecker, exported: ts.Symbol): string[] {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const name = exported.getName();
  const declaration = symbol.declarations?.[0];
  if (!declaration) return [`unknown ${name}`];
  if (ts.isClassDeclaration(declaration))
    return classLines(checker, symbol, declaration).map((line, index) =>
      index === 0 ? line.replace(/^class \S+?(?=<|$)/, `class ${name}`) : line,
    );
  if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration) || ts.isEnumDeclaration(declaration)) {
    const text = print(declaration).replace(/^export (declare )?/, '');
    return [name === symbol.getName() ? text : `${text} (as ${name})`];
  }
  if (ts.isFunctionDeclaration(declaration)) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    return type.getCallSignatures().map((signature) => `function ${name}${signatureText(checker, signature, declaration)}`);
  }
  return [`const ${name}: ${typeText(checker, checker.getTypeOfSymbolAtLocation(symbol, declaration), declaration)}`];
}

/** docs/api/<name>.api.md for one entry: its exports, sorted by name. */
export function renderApiReport(program: ts.Program, entry: ApiEntry): string {
  const checker = program.getTypeChecker();
  const exports = new Map<string, string[]>();
  for (const file of entry.files) {
    const source = program.getSourceFile(path.resolve(REPO_ROOT, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`API report: ${file} is not a module the compiler could read`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) exports.set(exported.getName(), exportLines(checker, exported));
  }
  const names = [...exports.keys()].sort((a, b) => a.localeCompare(b, 'en'));
  return [
    `# API report: \`${entry.importPath}\``,
    '',
    '<!-- Generated by `npm run api:report` (scripts/api/api-report.ts); do not edit by hand. -->',
    '',
    'What a branch team builds against. A change here shows in review: a name gone or a signature',
    'changed is a change every remote must follow.',
    '',
    '```ts',
    ...names.flatMap((name) => exports.get(name)!),
    '```',
    '',
  ].join('\n');
}

export const apiReportPath = (entry: ApiEntry) => `docs/api/${entry.name}.api.md`;
