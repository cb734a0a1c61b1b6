/** What other features may use of the system notifications: the current notification (login page). */
export { useCurrentSystemNotification } from './queries'
