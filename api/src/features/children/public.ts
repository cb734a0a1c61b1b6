/**
 * What other features may use of the children feature besides its service: the citizen's
 * children as SQL fragments, so a feature's own page query stays one query, and the guardians
 * of children, the reminders' recipients (scope.ts).
 */
export { childIdsOfCitizen, childrenWithPlacementsQuery, guardiansByChild, guardiansOf, type ChildIds } from './scope'
/** The placement writes the dev API's service need decisions share with a termination */
export { cutPlacementParts, splitPlacement } from './termination-queries'
