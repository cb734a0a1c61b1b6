/**
 * What other features may use of process metadata: the panel (applications, decisions) and its
 * query keys, which an answer or a cancellation invalidates.
 */
export { MetadataPanel } from './metadata-panel'
export { processMetadataKeys } from './queries'
