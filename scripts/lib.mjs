// Helpers shared by the npm scripts: only Node.js built-ins, so they run before `npm install`.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'

// The oldest Node.js every dependency supports (Vite 7: ^20.19 or >=22.12; package.json "engines").
// Checked here, before anything is installed, so an old Node fails with a sentence, not a stack trace.
const [major, minor] = process.versions.node.split('.').map(Number)
if (!((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22)) {
  console.error(
    `\x1b[31mNode.js ${process.versions.node} is too old for the citizen portal: it needs Node.js 20.19 or newer ` +
      `(20.19+, or 22.12+). Install a current LTS from https://nodejs.org/ and run the command again.\x1b[0m`,
  )
  process.exit(1)
}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

export function log(message) {
  console.log(`\x1b[36m[citizen-portal]\x1b[0m ${message}`)
}

/** Runs a command, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    )
  })
}

/** npm install when node_modules is missing or older than package-lock.json. */
export async function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json')
  const lock = path.join(root, 'package-lock.json')
  const stale =
    !fs.existsSync(marker) || (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs)
  if (!stale) return
  log('Installing dependencies (npm install)…')
  await run(npm, ['install', '--no-audit', '--no-fund'])
}

const SOURCES = [
  'api/src',
  'api/migrations',
  'api/build.mjs',
  'api/package.json',
  'contract/src',
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'package-lock.json',
]
const STAMP = path.join(root, 'api', 'dist', '.build-stamp')

function fingerprint() {
  const hash = crypto.createHash('sha256')
  const walk = (p) => {
    if (!fs.existsSync(p)) return
    const stat = fs.statSync(p)
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name))
    } else if (!/\.test\.tsx?$/.test(p)) {
      hash.update(`${path.relative(root, p)}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  for (const s of SOURCES) walk(path.join(root, s))
  return hash.digest('hex')
}

function gitVersion() {
  const result = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : null
}

/** Builds the web app and the API bundle unless the sources are unchanged since the last build. */
export async function build({ force = false } = {}) {
  const print = fingerprint()
  const webBuilt = fs.existsSync(path.join(root, 'web', 'dist', 'index.html'))
  if (!force && webBuilt && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === print) return false
  log('Building the web app and the API…')
  await run(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'web'),
    },
  )
  precompress(path.join(root, 'web', 'dist', 'assets'))
  await run(process.execPath, ['build.mjs'], { cwd: path.join(root, 'api') })
  const version = process.env.APP_VERSION ?? `${gitVersion() ?? 'local'}-${Date.now().toString(36)}`
  fs.writeFileSync(path.join(root, 'api', 'dist', 'version.json'), JSON.stringify({ version }))
  fs.writeFileSync(STAMP, print)
  return true
}

/** Bundles only the API (api/dist), for the scripts that need no web app (bench:units, import:addresses). */
export async function buildApi() {
  await run(process.execPath, ['build.mjs'], { cwd: path.join(root, 'api') })
}

/** Writes .br and .gz beside each text asset; the server sends them to browsers that accept them. */
function precompress(dir) {
  if (!fs.existsSync(dir)) return
  for (const name of fs.readdirSync(dir)) {
    if (!/\.(js|css|svg|json|webmanifest)$/.test(name)) continue
    const file = path.join(dir, name)
    const data = fs.readFileSync(file)
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
  }
}

/** `npm run lint`: Prettier's check, ESLint (eslint.config.js, its boundaries rule tested first), then tsc for each project; rejects at the first failure. */
export async function lint() {
  const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file)
  await run(process.execPath, [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level', 'warn', '.'])
  await run(process.execPath, [path.join(root, 'eslint', 'boundaries.test.js')])
  const cache = ['--cache', '--cache-location', path.join(root, 'node_modules', '.cache', 'eslint')]
  // ESLint and the type checks are single-threaded: side by side they use both cores
  const typeChecks = async () => {
    for (const project of ['api', 'web', 'web/src/sw', 'e2e']) {
      await run(process.execPath, [bin('typescript', 'bin/tsc'), '-p', project, '--noEmit'])
    }
  }
  await Promise.all([run(process.execPath, [bin('eslint', 'bin/eslint.js'), ...cache, '.']), typeChecks()])
}

export function chromiumPath() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  return null
}
