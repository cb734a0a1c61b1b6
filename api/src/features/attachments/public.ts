/** What other features use of attachments: the stored name of an uploaded file, the file's row */
export { cleanFilename } from './file-name'
export { insertAttachment } from './queries'
export { requireUnattachedUploadFits } from './unattached'
