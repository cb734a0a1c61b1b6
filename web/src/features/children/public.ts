/** What other features and the shell may use of the children feature. */
export { childrenQuery } from './queries'
