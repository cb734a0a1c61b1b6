import { z } from 'zod'
import { endpoint } from './endpoint'

export const SystemNotification = z.object({
  text: z.string(),
  textSv: z.string(),
  textEn: z.string(),
  validTo: z.string(),
})
export type SystemNotification = z.infer<typeof SystemNotification>

export const getCurrentSystemNotification = endpoint({
  method: 'GET',
  path: '/api/citizen/public/system-notifications/current',
  response: z.object({ notification: SystemNotification.nullable() }),
})
