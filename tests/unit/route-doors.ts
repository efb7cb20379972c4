import path from 'node:path'
import ts from 'typescript'
import { ROUTES, type RouteKey } from '@/routes/table'

const ROOT = path.resolve(__dirname, '../..')
const ROUTE_KEYS = new Set(Object.keys(ROUTES))
// TypeScript's internal ContextFlags.Completions: the type a position expects before the literal itself narrows a
// generic parameter (so `navigate('x')` reads as `RouteKey`, not as `'x'`).
const COMPLETIONS = 4
/** The checker's contextual type lookup, which takes the flags the public typing leaves out. */
type ContextualTypeOf = (node: ts.Expression, flags: number) => ts.Type | undefined

/** The app's program, typed as the build sees it. */
function appProgram(): ts.Program {
  const configFile = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT)
  const rootNames = parsed.fileNames.filter((f) => f.startsWith(path.join(ROOT, 'src')) && !/\.test\.tsx?$/.test(f))
  return ts.createProgram({ rootNames, options: parsed.options })
}

/** The string literal values a type admits (a union of literals, or one literal). */
function literalValues(type: ts.Type): string[] {
  const candidates = type.isUnion() ? type.types : [type]
  return candidates.filter((t) => t.isStringLiteral()).map((t) => (t as ts.StringLiteralType).value)
}

/** Whether literal values are route keys (all of them, or a named subset such as the PC zone's sections). */
const isRouteKeys = (values: string[]) => values.length > 0 && values.every((value) => ROUTE_KEYS.has(value))

/**
 * Whether a string literal stands where a route key is expected: an argument or value typed as the route keys
 * (a generic `K extends RouteKey` counts as its constraint), or a property of a route/query union such as
 * `RouteTarget`, whose members each take one key.
 */
function namesRoute(checker: ts.TypeChecker, literal: ts.Expression): boolean {
  // `cond ? 'a' : 'b'` and `('a')` stand where the whole expression stands.
  let node = literal
  while (ts.isConditionalExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) node = node.parent
  const contextual = (checker.getContextualType as ContextualTypeOf)(node, COMPLETIONS)
  const type = contextual && (checker.getBaseConstraintOfType(contextual) ?? contextual)
  if (type && isRouteKeys(literalValues(type))) return true
  const property = node.parent
  if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.parent)) return false
  const owner = (checker.getContextualType as ContextualTypeOf)(property.parent, COMPLETIONS)
  if (!owner) return false
  const members = owner.isUnion() ? owner.types : [owner]
  const name = property.name.getText()
  return isRouteKeys(
    members.flatMap((member) => {
      const symbol = checker.getPropertyOfType(member, name)
      return symbol ? literalValues(checker.getTypeOfSymbol(symbol)) : []
    }),
  )
}

interface FileFacts {
  routes: Set<RouteKey>
  imports: Set<string>
}

/** Route keys each app file names where a route is expected, and the app files it imports. */
function scan(program: ts.Program): Map<string, FileFacts> {
  const checker = program.getTypeChecker()
  const facts = new Map<string, FileFacts>()
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(path.join(ROOT, 'src'))) continue
    const routes = new Set<RouteKey>()
    const imports = new Set<string>()
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const resolved = ts.resolveModuleName(
          node.moduleSpecifier.text,
          file.fileName,
          program.getCompilerOptions(),
          ts.sys,
        ).resolvedModule
        if (resolved && !resolved.isExternalLibraryImport) imports.add(path.resolve(resolved.resolvedFileName))
      } else if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        ROUTE_KEYS.has(node.text) &&
        namesRoute(checker, node as ts.Expression)
      ) {
        routes.add(node.text as RouteKey)
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
    facts.set(path.resolve(file.fileName), { routes, imports })
  }
  return facts
}

const pageFile = (key: RouteKey, facts: Map<string, FileFacts>): string | undefined =>
  ['.tsx', '.ts'].map((ext) => path.join(ROOT, 'src', `${ROUTES[key].page}${ext}`)).find((f) => facts.has(f))

/**
 * Routes a person can reach: from the app shell and the tab pages, every route a reachable page (or anything it
 * imports) names where a route key is expected, and so on.
 */
export function reachableRoutes(): { reachable: Set<RouteKey>; all: RouteKey[] } {
  const facts = scan(appProgram())
  const all = Object.keys(ROUTES) as RouteKey[]
  const reachable = new Set<RouteKey>(all.filter((key) => 'tab' in ROUTES[key]))
  const seenFiles = new Set<string>()
  const queue = [path.join(ROOT, 'src/app.tsx'), ...[...reachable].map((key) => pageFile(key, facts)!)]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seenFiles.has(file)) continue
    seenFiles.add(file)
    const fact = facts.get(file)
    if (!fact) continue
    queue.push(...fact.imports)
    for (const key of fact.routes) {
      if (reachable.has(key)) continue
      reachable.add(key)
      const page = pageFile(key, facts)
      if (page) queue.push(page)
    }
  }
  return { reachable, all }
}
