import { z } from 'zod'
import { endpoint } from './endpoint'
import { routes } from './routes'

export const SystemNotification = z.object({
  text: z.string(),
  textSv: z.string(),
  textEn: z.string(),
  validTo: z.string(),
})
export type SystemNotification = z.infer<typeof SystemNotification>

export const getCurrentSystemNotification = endpoint(routes.getCurrentSystemNotification, {
  response: z.object({ notification: SystemNotification.nullable() }),
})
