/** A record's history in its editor: versions from the audit trail, a diff of any two, revert (docs/decisions.md). */
export { RecordHistory } from './record-history'
export { optionLabels } from './values'
export type { RecordValues } from './versions'
