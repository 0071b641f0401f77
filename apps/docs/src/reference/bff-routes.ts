import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** One route of the BFF, as its own module declares it. */
export interface BffRouteDoc {
  method: string;
  /** Relative to the mount point, `/api/plugboard` by default. */
  path: string;
  /** The route's TSDoc, without the citations of design notes that integrators do not have. */
  description: string;
  /** The `@plugboard/schema` names its module uses: the shapes of its request and answer. */
  schemaNames: string[];
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

const stringProperty = (object: ts.ObjectLiteralExpression, name: string) => {
  for (const property of object.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      property.name.getText() === name &&
      ts.isStringLiteralLike(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return undefined;
};

/** Design-note citations `(docs/….md …)` and source paths mean nothing to an integrator. */
const forIntegrators = (comment: string) =>
  comment
    .replace(/\s*\((?:[^()]*\b(?:docs|src)\/[^()]*)\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function docComment(statement: ts.Node): string {
  const text = ts
    .getJSDocCommentsAndTags(statement)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n');
  return forIntegrators(text);
}

function schemaImports(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if ((statement.moduleSpecifier as ts.StringLiteral).text !== '@plugboard/schema') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      names.push(...bindings.elements.map((element) => element.name.text));
    }
  }
  return names.filter((name) => /^[A-Z]/.test(name) || name.endsWith('Schema'));
}

/**
 * The BFF's routes in the order of its route table (`ROUTES` in the server's routes module):
 * each element's declaration is found through the table's imports, and its method, path and
 * TSDoc are read from the code, so this reference cannot drift from what the BFF answers.
 */
export function readBffRoutes(routesFile: string): BffRouteDoc[] {
  const table = parse(routesFile);
  const importedFrom = new Map<string, string>();
  for (const statement of table.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const target = resolve(
      dirname(routesFile),
      (statement.moduleSpecifier as ts.StringLiteral).text,
    );
    for (const element of bindings.elements) importedFrom.set(element.name.text, target);
  }
  let elements: readonly ts.Expression[] = [];
  table.forEachChild(function find(node) {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'ROUTES' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      elements = node.initializer.elements;
    }
    node.forEachChild(find);
  });
  if (elements.length === 0) throw new Error(`No ROUTES table in ${routesFile}.`);
  return elements.map((element) => {
    const name = element.getText();
    const file = importedFrom.get(name);
    if (!file) throw new Error(`The route ${name} is not imported in ${routesFile}.`);
    const source = parse(file);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const declaration = statement.declarationList.declarations.find(
        (candidate) => candidate.name.getText() === name,
      );
      const object = declaration?.initializer;
      if (!object || !ts.isObjectLiteralExpression(object)) continue;
      const method = stringProperty(object, 'method');
      const path = stringProperty(object, 'path');
      if (!method || !path) break;
      return {
        method,
        path,
        // The comment opens with the route's own name, which the table shows beside it.
        description: docComment(statement).replace(
          new RegExp(`^${method} ${path.replaceAll('/', '\\/')}[:.]?\\s*`),
          '',
        ),
        schemaNames: schemaImports(source),
      };
    }
    throw new Error(`No route declaration ${name} with a method and a path in ${file}.`);
  });
}
