import { useState, type ReactNode } from 'react'
import type { DocumentMetadata } from '@citizen/contract/web'
import { formatInstantDate } from '@citizen/contract/web'
import { webConfig } from '../../shared/config'
import { AsyncBoundary } from '../../shared/async-boundary'
import { useProcessMetadataTexts } from './i18n'
import { useProcessMetadata, type MetadataKind } from './queries'
import styles from './metadata.module.css'

export type { MetadataKind }

/**
 * Archive process metadata of an application or a finance decision (spec 000/002): only when the
 * municipality turns showMetadataToCitizen on, fetched when the panel is opened. Shared by the
 * applications list, the application page, the editor and the decisions.
 */
export function MetadataPanel({
  kind,
  id,
  standalone = false,
}: {
  kind: MetadataKind
  id: string
  standalone?: boolean
}) {
  if (!webConfig.showMetadataToCitizen) return null
  const panel = <MetadataDisclosure kind={kind} id={id} />
  return standalone ? <div className={styles.card}>{panel}</div> : panel
}

function MetadataDisclosure({ kind, id }: { kind: MetadataKind; id: string }) {
  const t = useProcessMetadataTexts()
  const [open, setOpen] = useState(false)
  return (
    <details className={styles.panel} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t.title}</summary>
      {open && (
        <AsyncBoundary variant="inline" fallback={<p role="status">{t.loading}</p>}>
          <MetadataContent kind={kind} id={id} />
        </AsyncBoundary>
      )}
    </details>
  )
}

/** Label and value pairs; pairs whose value is null are left out. */
function Facts({ items }: { items: [string, ReactNode | null][] }) {
  return (
    <dl className={styles.facts}>
      {items
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

function MetadataContent({ kind, id }: { kind: MetadataKind; id: string }) {
  const t = useProcessMetadataTexts()
  const { data } = useProcessMetadata(kind, id)
  if (!data.data) return <p>{t.noData}</p>
  const { process, processName, primaryDocument, secondaryDocuments } = data.data
  return (
    <div className={styles.body}>
      <Facts
        items={[
          [t.caseIdentifier, process.caseIdentifier],
          [t.process, processName ?? process.processDefinitionNumber],
          [t.organization, process.organization],
          [t.archiveDuration, process.archiveDurationMonths === null ? null : t.months(process.archiveDurationMonths)],
        ]}
      />
      <h3>{t.history}</h3>
      <ol className={styles.list}>
        {process.history.map((h) => (
          <li key={h.rowIndex}>
            {t.states[h.state]}: {formatInstantDate(h.enteredAt)}
          </li>
        ))}
      </ol>
      <h3>{t.primaryDocument}</h3>
      <DocumentFacts document={primaryDocument} />
      {secondaryDocuments.length > 0 && (
        <>
          <h3>{t.secondaryDocuments}</h3>
          {secondaryDocuments.map((d) => (
            <DocumentFacts key={d.documentId} document={d} />
          ))}
        </>
      )}
    </div>
  )
}

function DocumentFacts({ document: d }: { document: DocumentMetadata }) {
  const t = useProcessMetadataTexts()
  return (
    <Facts
      items={[
        [t.primaryDocument, d.name],
        [t.createdAt, d.createdAt ? formatInstantDate(d.createdAt) : null],
        [t.confidential, d.confidential === null ? null : d.confidential ? t.confidentialYes : t.confidentialNo],
        [t.receivedByLabel, d.receivedBy ? t.receivedBy[d.receivedBy] : null],
        ...d.sfiDeliveries.map((s, i): [string, string] => [
          d.sfiDeliveries.length > 1 ? `${t.delivery} ${i + 1}` : t.delivery,
          `${s.recipientName}: ${t.deliveries[s.method]}, ${formatInstantDate(s.time)}`,
        ]),
      ]}
    />
  )
}
