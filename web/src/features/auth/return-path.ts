import { safeReturnPath } from '@citizen/contract/web'

/** The validated ?next= path (same origin only), else / (spec 002). */
export function nextPath(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get('next')) ?? '/'
}
