import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { resetDemo, useTestApp } from './harness'

// The README's table of demo people is how people try the portal: every demo guardian is in it,
// with the identity code the dev identity provider accepts.
const t = useTestApp()
const readme = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8')

describe('README', () => {
  it('lists every demo guardian with their identity code', async () => {
    const personas = await resetDemo(t.app)
    const rows = readme.split('\n').filter((line) => line.startsWith('| '))
    for (const p of personas) {
      expect(
        rows.some((row) => row.startsWith(`| ${p.firstName} ${p.lastName} | ${p.ssn} |`)),
        p.key,
      ).toBe(true)
    }
  })
})
