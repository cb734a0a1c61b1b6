import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { test, expect, loginAs } from '../fixtures'

const dist = fileURLToPath(new URL('../../web/dist', import.meta.url))

test('the JavaScript that /login loads is at most 110 KiB gzip', async ({ page }) => {
  const scripts = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname)
  })
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  let total = 0
  for (const script of scripts) {
    total += zlib.gzipSync(fs.readFileSync(path.join(dist, script)), { level: 9 }).length
  }
  const kib = total / 1024
  console.log(`/login JavaScript: ${scripts.size} files, ${kib.toFixed(1)} KiB gzip`)
  expect(scripts.size).toBeGreaterThan(0)
  expect(kib).toBeLessThanOrEqual(110)
  // Code-split: the pages of other routes are not loaded
  expect([...scripts].some((s) => s.includes('accessibility-page'))).toBe(false)
  expect([...scripts].some((s) => s.includes('weak-login-page'))).toBe(false)
})

test('/applications loads under 150 KiB gzip and none of the editor', async ({ page, personas }) => {
  await loginAs(page, personas['three-children-1']!)
  const scripts = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname)
  })
  await page.goto('/applications')
  await expect(page.getByRole('heading', { level: 1, name: 'Hakemukset' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  let total = 0
  for (const script of scripts) total += zlib.gzipSync(fs.readFileSync(path.join(dist, script)), { level: 9 }).length
  console.log(`/applications JavaScript: ${scripts.size} files, ${(total / 1024).toFixed(1)} KiB gzip`)
  expect(total / 1024).toBeLessThan(150)
  expect([...scripts].some((s) => s.includes('application-editor-page'))).toBe(false)
})
