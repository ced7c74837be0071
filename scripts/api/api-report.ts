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
  /** The files whose exports make the door, relative to the repo root. */
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

const TYPE_FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.WriteArrayAsGenericType;
const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(REPO_ROOT, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, REPO_ROOT, configPath);
  return { ...options, noEmit: true, types: [] };
}

/** One program for every entry: they share most of their files. */
export function createApiProgram(entries: readonly ApiEntry[] = API_ENTRIES): ts.Program {
  const roots = entries.flatMap((entry) => entry.files.map((file) => path.join(REPO_ROOT, file)));
  return ts.createProgram(roots, compilerOptions());
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function print(node: ts.Node): string {
  return oneLine(printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()));
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
    const type = checker.typeToString(checker.getTypeOfSymbolAtLocation(memberSymbol, member), member, TYPE_FORMAT);
    const accessor = ts.isGetAccessor(member) ? 'get ' : '';
    lines.push(`  ${statics}${readonly}${accessor}${memberSymbol.getName()}: ${type}`);
  }
  return [`class ${symbol.getName()}${declaration.typeParameters ? `<${declaration.typeParameters.map(print).join(', ')}>` : ''}`, ...lines.sort()];
}

/** What one exported name is: its kind and its signature, one or more lines. */
function exportLines(checker: ts.TypeChecker, exported: ts.Symbol): string[] {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const name = exported.getName();
  const declaration = symbol.declarations?.[0];
  if (!declaration) return [`unknown ${name}`];
  if (ts.isClassDeclaration(declaration)) return classLines(checker, symbol, declaration).map((line, index) => (index === 0 ? line.replace(/^class \S+?(?=<|$)/, `class ${name}`) : line));
  if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration) || ts.isEnumDeclaration(declaration)) {
    const text = print(declaration).replace(/^export (declare )?/, '');
    return [name === symbol.getName() ? text : `${text} (as ${name})`];
  }
  if (ts.isFunctionDeclaration(declaration)) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    return type.getCallSignatures().map((signature) => `function ${name}${checker.signatureToString(signature, declaration, TYPE_FORMAT)}`);
  }
  const type = checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, declaration), declaration, TYPE_FORMAT);
  return [`const ${name}: ${type}`];
}

/** docs/api/<name>.api.md for one entry: its exports, sorted by name. */
export function renderApiReport(program: ts.Program, entry: ApiEntry): string {
  const checker = program.getTypeChecker();
  const exports = new Map<string, string[]>();
  for (const file of entry.files) {
    const source = program.getSourceFile(path.join(REPO_ROOT, file));
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
