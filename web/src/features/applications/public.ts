/** What other features may use of applications: the query keys a decision answer invalidates. */
export { applicationKeys } from './queries'
