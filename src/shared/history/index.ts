/** A record's history in its editor: versions from the audit trail, a diff of any two, revert (docs/decisions.md). */
export { RecordHistory } from './record-history'
export type { RecordValues } from './versions'
