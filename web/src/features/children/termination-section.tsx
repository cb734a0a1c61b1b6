import { useSuspenseQuery } from '@tanstack/react-query'
import { formatDate, type PlacementGroup } from '@citizen/contract/web'
import { AsyncBoundary } from '../../shared/async-boundary'
import { lazyComponent } from '../../shared/lazy-component'
import { placementsQuery } from './page-queries'
import { useChildTexts, type ChildTexts } from './i18n'
import { terminationChoices, type TerminationChoice } from './termination-form'
import { WhenOpened } from './when-opened'
import styles from './children.module.css'

// The form's code once the section is opened (or a pointer or the focus comes to its title)
const TerminateForm = lazyComponent(() => import('./terminate-form'))

export type ErrorKey = keyof ChildTexts['termination']['errors']

export const groupName = (t: ChildTexts, g: PlacementGroup) =>
  `${t.termination.groupTypes[g.type]}, ${g.unitName}, ${t.termination.period(formatDate(g.startDate), formatDate(g.endDate))}`

export const choiceLabel = (t: ChildTexts, c: TerminationChoice) =>
  c.daycareOnly ? `${t.termination.daycareOnly}, ${c.group.unitName}` : groupName(t, c.group)

/**
 * Placement termination (reference §5): the placement groups, the ones already terminated with
 * their last day, and a form to choose groups (or their paid daycare only) and the last day. The
 * confirmation says it cannot be undone.
 */
export function TerminationSection({ childId, today }: { childId: string; today: string }) {
  const t = useChildTexts()
  const { data } = useSuspenseQuery(placementsQuery(childId))
  const groups = data.placements
  if (groups.length === 0) return <p>{t.termination.none}</p>
  const terminated = groups.flatMap((g) =>
    [...g.placements, ...g.additionalPlacements]
      .filter((p) => p.terminationRequestedDate !== null)
      .map((p) => ({ group: g, placement: p })),
  )
  const choices = terminationChoices(groups)
  return (
    <>
      <p>{t.termination.intro}</p>
      <ul className={styles.list}>
        {groups.map((g) => (
          <li key={`${g.type}-${g.unitId}`} className={styles.item}>
            <h3>{groupName(t, g)}</h3>
            {terminated
              .filter((x) => x.group === g)
              .map(({ placement }) => (
                <p key={placement.id} className={styles.status}>
                  {t.termination.terminated(formatDate(placement.endDate))}
                </p>
              ))}
            {!g.terminatable && g.endDate > today && <p className={styles.muted}>{t.termination.notTerminatable}</p>}
            {g.endDate <= today && !terminated.some((x) => x.group === g) && (
              <p className={styles.muted}>{t.termination.endsToday}</p>
            )}
          </li>
        ))}
      </ul>
      {choices.length > 0 && (
        <WhenOpened ifClosed={TerminateForm.preload}>
          <AsyncBoundary variant="inline" minHeight="16rem">
            <TerminateForm childId={childId} today={today} choices={choices} />
          </AsyncBoundary>
        </WhenOpened>
      )}
    </>
  )
}

export const terminationKeptKey = (childId: string) => `termination.${childId}`
