import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { freePort } from '../src/platform/db/embedded-process'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { databaseUrlFor, dropDatabase, TEST_DATABASE_PREFIX } from './databases'

// N copies of the API process (main.ts as `npm start` runs it) started at once on an empty
// database: each comes up, the migrations and the demo are applied once.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const COPIES = 3
const children: ChildProcess[] = []
const cleanups: (() => Promise<void>)[] = []

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  for (const cleanup of cleanups) await cleanup()
})

interface Main {
  child: ChildProcess
  port: number
  output: string[]
  listening: Promise<void>
  exited: Promise<number | null>
}

async function startMain(extraEnv: NodeJS.ProcessEnv): Promise<Main> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    JOBS: 'false',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  }
  // Not the BASE_URL Vitest puts in the environment ('/')
  delete env.BASE_URL
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiDir, env, stdio: 'pipe' })
  children.push(child)
  const output: string[] = []
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString())
      if (/Citizen portal listening/.test(chunk.toString())) resolve()
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then((code) => reject(new Error(`Exited (${code}) before listening:\n${output.join('')}`)))
  })
  return { child, port, output, listening, exited }
}

async function startTogether(env: NodeJS.ProcessEnv): Promise<Main[]> {
  const mains = await Promise.all(Array.from({ length: COPIES }, () => startMain(env)))
  await Promise.all(mains.map((m) => m.listening))
  for (const main of mains) {
    expect((await fetch(`http://127.0.0.1:${main.port}/ready`)).status).toBe(200)
    expect((await fetch(`http://127.0.0.1:${main.port}/api/citizen/public/units/DAYCARE`)).status).toBe(200)
  }
  const loads = mains.filter((m) => m.output.join('').includes('Loaded the demo municipality'))
  expect(loads).toHaveLength(1)
  return mains
}

async function stopAll(mains: Main[]): Promise<void> {
  for (const main of mains) main.child.kill('SIGTERM')
  expect(await Promise.all(mains.map((m) => m.exited))).toEqual(mains.map(() => 0))
}

describe(`${COPIES} API processes started at once on an empty database`, () => {
  it('with DATABASE_URL: all come up, the demo is loaded once', { timeout: 120_000 }, async () => {
    const admin = inject('adminDatabaseUrl')
    const name = `${TEST_DATABASE_PREFIX}${process.pid}_start${Date.now()}`
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
    cleanups.push(async () => {
      await dropDatabase(client, name)
      await client.end()
    })

    const mains = await startTogether({ DATABASE_URL: databaseUrlFor(admin, name) })
    await stopAll(mains)
  })

  it(
    'with the embedded PostgreSQL on one DATA_DIR: one cluster, all come up on it, the demo is loaded once',
    { timeout: 180_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'citizen-start-test-'))
      // As root the server runs as the postgres user, which must be able to reach its folder
      fs.chmodSync(dataDir, 0o755)
      cleanups.push(() => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })))

      const mains = await startTogether({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) })
      const using = mains.filter((m) => m.output.join('').includes('is run by another process of the portal'))
      expect(using).toHaveLength(COPIES - 1)
      await stopAll(mains)
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
    },
  )
})
