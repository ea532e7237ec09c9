import ts from 'typescript';

/** A write of a table found in a source file: where, how, and which table. */
export interface TableWrite {
  file: string;
  line: number;
  how: 'insert' | 'update' | 'delete';
  table: string;
}

const DRIZZLE_WRITES = new Set(['insert', 'update', 'delete']);
const SCHEMA_MODULE = /(^|\/)db\/schema(\/index)?(\.ts)?$|(^|\/)schema\/[a-z-]+\.ts$/;
// A placeholder for a `${…}` of a tagged template: the table object's name, between two NULs.
const HOLE = '\u0000';
const RAW_WRITE = new RegExp(
  String.raw`\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?(?:${HOLE}(\d+)${HOLE}|"?([a-z_][a-z0-9_]*)"?)`,
  'gi',
);
// What follows the table of an `update` that writes: maybe an alias, then `set`.
const UPDATE_SET = /^(\s+(?:as\s+)?(?!set\b)[a-z_]\w*)?\s+set\b/i;

/**
 * The tables a source file inserts into, updates or deletes from: Drizzle's `.insert(t)`,
 * `.update(t)` and `.delete(t)` of a table imported from the schema (by name, alias or the
 * schema's namespace), and raw SQL in a tagged template (`insert into`, `update … set`, `delete
 * from`) naming a table of the schema or interpolating one. `tables` maps the schema's exported
 * names to their SQL names. A table handed around in a variable is not seen: the owners' code
 * names its tables.
 */
export function tableWritesOf(file: string, source: string, tables: ReadonlyMap<string, string>): TableWrite[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imported = schemaImports(sourceFile);
  const tableOf = (expression: ts.Expression): string | undefined => {
    if (ts.isIdentifier(expression)) {
      const exported = imported.names.get(expression.text);
      return exported === undefined ? undefined : tables.get(exported);
    }
    if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      return imported.namespaces.has(expression.expression.text) ? tables.get(expression.name.text) : undefined;
    }
    return undefined;
  };
  const sqlNames = new Set(tables.values());
  const writes: TableWrite[] = [];
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && DRIZZLE_WRITES.has(node.expression.name.text)) {
      const [first] = node.arguments;
      const table = first === undefined ? undefined : tableOf(first);
      if (table !== undefined) {
        writes.push({ file, line: lineOf(node), how: node.expression.name.text as TableWrite['how'], table });
      }
    }
    if (ts.isTaggedTemplateExpression(node)) {
      for (const found of rawWrites(node.template, tableOf, sqlNames)) writes.push({ file, line: lineOf(node), ...found });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return writes;
}

/** The names a file imports from the schema: `{ cases, users as u }` and `* as schema`. */
function schemaImports(sourceFile: ts.SourceFile): { names: Map<string, string>; namespaces: Set<string> } {
  const names = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!SCHEMA_MODULE.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    else for (const element of bindings.elements) names.set(element.name.text, (element.propertyName ?? element.name).text);
  }
  return { names, namespaces };
}

function rawWrites(
  template: ts.TemplateLiteral,
  tableOf: (expression: ts.Expression) => string | undefined,
  sqlNames: ReadonlySet<string>,
): Array<Omit<TableWrite, 'file' | 'line'>> {
  let text: string;
  const holes: ts.Expression[] = [];
  if (ts.isNoSubstitutionTemplateLiteral(template)) text = template.text;
  else {
    text = template.head.text;
    for (const span of template.templateSpans) {
      holes.push(span.expression);
      text += `${HOLE}${holes.length - 1}${HOLE}${span.literal.text}`;
    }
  }
  const found: Array<Omit<TableWrite, 'file' | 'line'>> = [];
  for (const match of text.matchAll(RAW_WRITE)) {
    const verb = match[1]!.toLowerCase();
    const how = verb.startsWith('insert') ? 'insert' : verb.startsWith('delete') ? 'delete' : 'update';
    // `update t` counts only when `set` follows (maybe after an alias): `for update` is a lock.
    if (how === 'update' && !UPDATE_SET.test(text.slice(match.index + match[0].length))) continue;
    const hole = match[2];
    const table =
      hole !== undefined ? tableOf(holes[Number(hole)]!) : sqlNames.has(match[3]!.toLowerCase()) ? match[3]!.toLowerCase() : undefined;
    if (table !== undefined) found.push({ how, table });
  }
  return found;
}

/**
 * The writes of `files` (path relative to apps/api/src → source) that their folder may not make:
 * the table's owner is another folder (TABLE_OWNERS), and the file is not a shared mechanism
 * writing it on the owner's behalf (WRITES_ON_BEHALF).
 */
export function foreignWrites(
  files: ReadonlyMap<string, string>,
  tables: ReadonlyMap<string, string>,
  owners: Readonly<Record<string, string>>,
  onBehalf: Readonly<Record<string, readonly string[]>>,
): Array<TableWrite & { owner: string | undefined }> {
  const foreign: Array<TableWrite & { owner: string | undefined }> = [];
  for (const [file, source] of files) {
    for (const write of tableWritesOf(file, source, tables)) {
      const owner = owners[write.table];
      const owns = owner !== undefined && (file === owner || file.startsWith(`${owner}/`));
      if (!owns && !onBehalf[file]?.includes(write.table)) foreign.push({ ...write, owner });
    }
  }
  return foreign;
}
