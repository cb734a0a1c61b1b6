import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'
import { AuthLevel } from './common'

export const Persona = z.object({
  key: z.string(),
  ssn: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  weakLoginUsername: z.string().nullable(),
  weakLoginPassword: z.string().nullable(),
  children: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
})
export type Persona = z.infer<typeof Persona>

export const devReset = endpoint(routes.devReset, {
  response: z.object({ personas: z.array(Persona) }),
})

export const devLogin = endpoint(routes.devLogin, {
  body: z.object({ ssn: z.string().min(1), authLevel: AuthLevel.default('STRONG') }),
  response: z.object({ personId: z.uuid() }),
})
