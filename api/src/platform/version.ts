import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The version the web app compares to notice a new deployment: APP_VERSION, else the id the
 * build wrote next to the bundle, else "dev".
 */
export function readApiVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION
  const here = path.dirname(fileURLToPath(import.meta.url))
  for (const candidate of [path.join(here, 'version.json'), path.join(here, '../../dist/version.json')]) {
    try {
      return (JSON.parse(fs.readFileSync(candidate, 'utf8')) as { version: string }).version
    } catch {
      // try the next
    }
  }
  return 'dev'
}
