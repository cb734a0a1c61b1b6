import { useParams } from 'react-router'
import { webConfig } from '../../shared/config'
import { MetadataPanel } from '../process-metadata/public'
import { useApplication } from './queries'
import { isEditable } from './status'
import styles from './applications.module.css'

/**
 * The editor's process metadata panel (spec 000), mounted by the route below the editor page so
 * the editor itself stays as it is. Shown once the application has loaded and is editable (an
 * application that is not is sent on to the read-only page, which has its own panel).
 */
export default function EditorMetadata() {
  return webConfig.showMetadataToCitizen ? <EditorMetadataPanel /> : null
}

function EditorMetadataPanel() {
  const { applicationId = '' } = useParams()
  // The editor's own query: the same key, so no second request
  const { data } = useApplication(applicationId)
  if (!data || !isEditable(data.status, data.permittedActions)) return null
  return (
    <div className={styles.metadataSlot}>
      <MetadataPanel kind="application" id={data.id} standalone />
    </div>
  )
}
