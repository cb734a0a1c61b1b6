/** What other features and the shell may use of the children feature. */
export { childrenKeys, childrenQuery, useChildren } from './queries'
