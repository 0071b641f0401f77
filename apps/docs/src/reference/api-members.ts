import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One prop, option or result field, as its TSDoc describes it. */
export interface ApiMember {
  name: string;
  type: string;
  optional: boolean;
  description: string;
  /** The `@default` tag, when the TSDoc gives one. */
  defaultValue?: string;
}

/** What a component takes, or what a hook takes and returns. */
export interface ApiShape {
  /** The TSDoc of the function itself. */
  description: string;
  /** Props of a component; the options of a hook (its last object parameter). */
  takes: ApiMember[];
  /** Arguments of a hook that are not an options object (`useDisconnect()` has none). */
  parameters: ApiMember[];
  /** A hook's result fields; empty for a component. */
  returns: ApiMember[];
}

/**
 * The manifests of the packages whose components and hooks the pages describe. Literal URLs, so
 * the bundler points them at the sources wherever it puts this module.
 */
const MANIFESTS = [
  new URL('../../../../packages/react/package.json', import.meta.url),
  new URL('../../../../packages/ui/package.json', import.meta.url),
].map((url) => fileURLToPath(url));
const BASE_CONFIG = fileURLToPath(new URL('../../../../tsconfig.base.json', import.meta.url));

interface Entry {
  specifier: string;
  file: string;
}

/** Each TypeScript entry of the packages, as `exports` names it (see scripts/package-entries.mjs). */
function clientEntries(): Entry[] {
  return MANIFESTS.flatMap((manifestFile) => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    return Object.entries<unknown>(manifest.exports ?? {}).flatMap(([subpath, target]) => {
      const source =
        typeof target === 'object' && target !== null
          ? (target as Record<string, unknown>)['@plugboard/source']
          : undefined;
      return typeof source === 'string' && /\.tsx?$/.test(source)
        ? [{ specifier: join(manifest.name, subpath), file: join(dirname(manifestFile), source) }]
        : [];
    });
  });
}

let program: ts.Program | undefined;

/** One program over the React and UI entries, made on first use and kept for the whole build. */
function load(): ts.Program {
  if (program) return program;
  const config = ts.getParsedCommandLineOfConfigFile(
    BASE_CONFIG,
    { noEmit: true, skipLibCheck: true, types: [] },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  program = ts.createProgram(
    clientEntries().map((entry) => entry.file),
    config?.options ?? {},
  );
  return program;
}

/** Design-note citations and source paths mean nothing to an integrator. */
const forIntegrators = (text: string) =>
  text
    .replace(/\s*\((?:[^()]*\b(?:docs|src)\/[^()]*)\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A member's type as its declaration writes it (`ConnectedAccountSummary[]`, `ReactNode`), which
 * reads better than the checker's expansion of every alias; the checker's text for members whose
 * type is inferred.
 */
function typeText(
  checker: ts.TypeChecker,
  property: ts.Symbol,
  type: ts.Type,
  optional: boolean,
  at: ts.Node,
): string {
  const declaration = property.valueDeclaration ?? property.declarations?.[0];
  const written =
    declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))
      ? declaration.type?.getText()
      : declaration && ts.isMethodSignature(declaration)
        ? `(${declaration.parameters.map((parameter) => parameter.getText()).join(', ')}) => ${declaration.type?.getText() ?? 'void'}`
        : undefined;
  const text =
    written ??
    checker.typeToString(
      optional ? checker.getNonNullableType(type) : type,
      at,
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
    );
  const plain = text.replace(/import\("[^"]*"\)\./g, '').replace(/\s+/g, ' ');
  return plain.length > 160 ? `${plain.slice(0, 157)}…` : plain;
}

/**
 * The prose of a symbol's doc comment, up to its first block tag. Read from the comment's text
 * rather than TypeScript's parse, which takes an inline `@plugboard/ui` for the start of a tag.
 */
function docOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  let node: ts.Node | undefined = symbol.valueDeclaration ?? symbol.declarations?.[0];
  while (node && (ts.isVariableDeclaration(node) || ts.isVariableDeclarationList(node))) {
    node = node.parent;
  }
  const text = node?.getSourceFile().getFullText();
  const comment =
    node && text
      ? (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [])
          .map((range) => text.slice(range.pos, range.end))
          .filter((raw) => raw.startsWith('/**'))
          .at(-1)
      : undefined;
  if (comment === undefined) {
    return forIntegrators(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
  }
  const lines = comment
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, ''));
  const firstTag = lines.findIndex((line) => /^@\w+/.test(line.trim()));
  return forIntegrators((firstTag < 0 ? lines : lines.slice(0, firstTag)).join(' '));
}

function membersOf(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): ApiMember[] {
  return checker
    .getApparentType(type)
    .getProperties()
    .filter((property) => !property.name.startsWith('_'))
    .map((property) => {
      const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
      const defaultTag = property
        .getJsDocTags(checker)
        .find((tag) => tag.name === 'default' || tag.name === 'defaultValue');
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      return {
        name: property.name,
        type: typeText(checker, property, propertyType, optional, at),
        optional,
        description: docOf(checker, property),
        ...(defaultTag?.text
          ? { defaultValue: ts.displayPartsToString(defaultTag.text).trim() }
          : {}),
      };
    });
}

/** Whether a parameter's type is a bag of named options rather than a value (a string, a list). */
function isOptionsObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  const plain = checker.getNonNullableType(type);
  if (plain.isUnion()) return plain.types.every((member) => isOptionsObject(checker, member));
  return (
    (plain.flags & ts.TypeFlags.Object) !== 0 &&
    checker.getSignaturesOfType(plain, ts.SignatureKind.Call).length === 0 &&
    !checker.isArrayType(plain)
  );
}

/**
 * The props of a component, or the options and result of a hook, exported as `name` by the entry
 * `specifier` (`@plugboard/ui`, `@plugboard/react/accounts`…), read from the packages' source.
 * Throws for a name the entry does not export, so a page cannot describe something that is gone.
 */
export function describeExport(specifier: string, name: string): ApiShape {
  const entry = clientEntries().find((candidate) => candidate.specifier === specifier);
  if (!entry) throw new Error(`No entry ${specifier} in @plugboard/react or @plugboard/ui`);
  const program = load();
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry.file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const exported = moduleSymbol
    ? checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === name)
    : undefined;
  if (!source || !exported) throw new Error(`${specifier} exports no ${name}`);
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const type = checker.getTypeOfSymbolAtLocation(symbol, source);
  const [signature] = type.getCallSignatures();
  if (!signature) throw new Error(`${specifier}'s ${name} is not a function`);
  const description = docOf(checker, symbol);
  const parameters = signature.getParameters().map((parameter) => ({
    symbol: parameter,
    type: checker.getTypeOfSymbolAtLocation(parameter, source),
  }));
  const isComponent = /^[A-Z]/.test(name);
  const last = parameters.at(-1);
  const optionsParameter = isComponent
    ? parameters[0]
    : last && isOptionsObject(checker, last.type)
      ? last
      : undefined;
  const plainParameters = parameters.filter((parameter) => parameter !== optionsParameter);
  return {
    description,
    takes: optionsParameter
      ? membersOf(checker, checker.getNonNullableType(optionsParameter.type), source)
      : [],
    parameters: plainParameters.map(({ symbol: parameter, type: parameterType }) => ({
      name: parameter.name,
      type: checker
        .typeToString(parameterType, source, ts.TypeFormatFlags.NoTruncation)
        .replace(/import\("[^"]*"\)\./g, ''),
      optional:
        (parameter.valueDeclaration as ts.ParameterDeclaration | undefined)?.questionToken !==
        undefined,
      description: docOf(checker, parameter),
    })),
    returns: isComponent ? [] : membersOf(checker, signature.getReturnType(), source),
  };
}

/**
 * The names of every function (hooks, components, helpers) the React and UI entries export, or
 * one entry's (`@plugboard/react/core`).
 */
export function exportedFunctions(specifier?: string): string[] {
  const program = load();
  const checker = program.getTypeChecker();
  const entries = clientEntries().filter(
    (entry) => specifier === undefined || entry.specifier === specifier,
  );
  const names = entries.flatMap((entry) => {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!source || !moduleSymbol) return [];
    return checker
      .getExportsOfModule(moduleSymbol)
      .filter((symbol) => {
        const target =
          symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        return (
          (target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) !== 0 &&
          checker.getTypeOfSymbolAtLocation(target, source).getCallSignatures().length > 0
        );
      })
      .map((symbol) => symbol.name);
  });
  return [...new Set(names)].sort();
}
