import { LocalDate } from './common'

// What several dev API fixtures share (not exported from the package root)

export const Period = { startDate: LocalDate, endDate: LocalDate }
export const periodInOrder = (p: { startDate: string; endDate: string | null }) =>
  p.endDate === null || p.startDate <= p.endDate
