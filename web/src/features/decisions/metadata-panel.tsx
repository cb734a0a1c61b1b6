import { useState } from 'react'
import type { DocumentMetadata } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { Alert } from '../../ui/alert'
import { formatInstantDate } from '../../ui/dates'
import { webConfig } from '../../app/config'
import { useDecisionTexts } from './i18n'
import { useProcessMetadata, type MetadataKind } from './queries'
import { Facts } from './parts'
import styles from './decisions.module.css'

/**
 * Archive process metadata of an application or a finance decision: only when the
 * municipality turns showMetadataToCitizen on, fetched when the panel is opened.
 */
export function MetadataPanel({ kind, id }: { kind: MetadataKind; id: string }) {
  if (!webConfig.showMetadataToCitizen) return null
  return <MetadataDisclosure kind={kind} id={id} />
}

function MetadataDisclosure({ kind, id }: { kind: MetadataKind; id: string }) {
  const t = useDecisionTexts()
  const [open, setOpen] = useState(false)
  return (
    <details className={`${styles.panel} ${styles.metadata}`} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t.metadata.title}</summary>
      {open && <MetadataContent kind={kind} id={id} />}
    </details>
  )
}

function MetadataContent({ kind, id }: { kind: MetadataKind; id: string }) {
  const t = useDecisionTexts()
  const common = useTranslation().t
  const { data, isPending, isError } = useProcessMetadata(kind, id, true)
  if (isPending) return <p role="status">{t.metadata.loading}</p>
  if (isError) return <Alert kind="error">{common.common.errors.fetchFailed}</Alert>
  if (!data.data) return <p>{t.metadata.noData}</p>
  const { process, processName, primaryDocument, secondaryDocuments } = data.data
  return (
    <div className={styles.panelBody}>
      <Facts
        items={[
          [t.metadata.caseIdentifier, process.caseIdentifier],
          [t.metadata.process, processName ?? process.processDefinitionNumber],
          [t.metadata.organization, process.organization],
          [t.metadata.archiveDuration, process.archiveDurationMonths === null ? null : t.metadata.months(process.archiveDurationMonths)],
        ]}
      />
      <h3>{t.metadata.history}</h3>
      <ol className={styles.list}>
        {process.history.map((h) => (
          <li key={h.rowIndex}>
            {t.metadata.states[h.state]}: {formatInstantDate(h.enteredAt)}
          </li>
        ))}
      </ol>
      <h3 className={styles.sectionTitle}>{t.metadata.primaryDocument}</h3>
      <DocumentFacts document={primaryDocument} />
      {secondaryDocuments.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>{t.metadata.secondaryDocuments}</h3>
          {secondaryDocuments.map((d) => (
            <DocumentFacts key={d.documentId} document={d} />
          ))}
        </>
      )}
    </div>
  )
}

function DocumentFacts({ document: d }: { document: DocumentMetadata }) {
  const t = useDecisionTexts()
  return (
    <Facts
      items={[
        [t.metadata.primaryDocument, d.name],
        [t.metadata.createdAt, d.createdAt ? formatInstantDate(d.createdAt) : null],
        [t.metadata.confidential, d.confidential === null ? null : d.confidential ? t.metadata.confidentialYes : t.metadata.confidentialNo],
        [t.metadata.receivedByLabel, d.receivedBy ? t.metadata.receivedBy[d.receivedBy] : null],
        ...d.sfiDeliveries.map((s, i): [string, string] => [
          d.sfiDeliveries.length > 1 ? `${t.metadata.delivery} ${i + 1}` : t.metadata.delivery,
          `${s.recipientName}: ${t.metadata.deliveries[s.method]}, ${formatInstantDate(s.time)}`,
        ]),
      ]}
    />
  )
}
