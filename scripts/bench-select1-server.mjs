// The bench's baseline: the same Fastify and pg, one route answering SELECT 1.
import Fastify from 'fastify'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
pool.on('error', () => {}) // the database may stop first at the end of the bench
const app = Fastify({ logger: false })
app.get('/select1', async () => {
  const { rows } = await pool.query('SELECT 1 AS one')
  return { one: rows[0].one }
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.on('SIGTERM', async () => {
  await app.close()
  await pool.end()
  process.exit(0)
})
