import { attachmentPaths, type AttachmentType } from '@citizen/contract/web'
import { apiCall } from '../../../api/client'
import { UploadList } from '../../../shared/uploads/upload-list'
import { applicationKeys } from '../queries'
import { useEditor } from './editor-context'

/** The application's attachments of one type, in the shared upload list (shared/uploads). */
export function AttachmentList({ type, title }: { type: AttachmentType; title: string }) {
  const { application, t } = useEditor()
  const a = t.editor.attachments
  const files = application.attachments
    .filter((x) => x.type === type)
    .map((x) => ({ id: x.id, name: x.name, href: attachmentPaths.download(x.id, x.name) }))
  return (
    <UploadList
      title={title}
      files={files}
      emptyText={a.missing}
      uploadLabel={a.upload}
      hint={a.maxSize}
      uploadTo={attachmentPaths.uploadForApplication(application.id, type)}
      remove={(attachmentId) => apiCall('deleteAttachment', { params: { attachmentId } })}
      invalidates={[applicationKeys.detail(application.id)]}
      removeLabel={a.remove}
    />
  )
}
