// Import boundaries (ARCHITECTURE.md §2, docs/architecture.md): which folder may import which.
// A local rule rather than a plugin: every import between our folders is relative, so resolving it
// is path.resolve, and the plugins need an import resolver for TypeScript to do the same.
import path from 'node:path'

const root = path.dirname(import.meta.dirname)

/** What a file is: its area and, in a feature, the feature's name and the path inside it. */
function place(file) {
  const rel = path.relative(root, file).split(path.sep).join('/')
  const feature = /^(api|web)\/src\/features\/([^/]+)\/(.+)$/.exec(rel)
  if (feature)
    return { area: `${feature[1]}-feature`, feature: feature[2], inside: feature[3].replace(/\.[cm]?[jt]sx?$/, '') }
  if (rel.startsWith('web/src/app/')) return { area: 'web-app' }
  if (rel.startsWith('contract/')) return { area: 'contract' }
  if (rel.startsWith('api/')) return { area: 'api' }
  if (rel.startsWith('web/')) return { area: 'web' }
  return { area: 'other' }
}

/** The entries a feature offers others: web features `public.ts`; api features also their service. */
const entries = {
  'web-feature': ['public', 'public/index'],
  'api-feature': ['public', 'public/index', 'service', 'service/index'],
}

/** Why `from` may not import `to`, or null when it may. */
function violation(from, to) {
  if (from.area === 'contract' && (to.area === 'api' || to.area === 'api-feature' || to.area.startsWith('web')))
    return 'contract/ is shared by api and web and must not import either'
  if (from.area === 'web-feature' && to.area === 'web-app')
    return 'a feature must not import app/ (the router and shell); shared code lives outside app/'
  if (from.area === to.area && from.area.endsWith('-feature') && from.feature !== to.feature) {
    const allowed = entries[from.area]
    if (!allowed.includes(to.inside))
      return `import another feature only through its entry (features/${to.feature}/${allowed[0]}${from.area === 'api-feature' ? ' or service' : ''}), not its internals`
  }
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports within the layers of docs/architecture.md' },
    schema: [],
  },
  create(context) {
    const from = place(context.filename)
    if (from.area === 'other') return {}
    const check = (node) => {
      const source = node?.value
      if (typeof source !== 'string') return
      let target
      if (source.startsWith('.')) target = path.resolve(path.dirname(context.filename), source)
      else if (/^@citizen\/(api|web)(\/|$)/.test(source)) target = path.join(root, source.slice('@citizen/'.length))
      else return
      const reason = violation(from, place(target))
      if (reason) context.report({ node, message: `${source}: ${reason}.` })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export default { rules: { 'import-boundaries': importBoundaries } }
