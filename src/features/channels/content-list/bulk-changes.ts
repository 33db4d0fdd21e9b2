import type { PrivacyStatus, VideoBulkChanges } from '@/api/generated/channel/model'

/** The bulk-edit form: each change is off until the user turns it on (the studio's "edit" checkboxes). */
export interface BulkEditForm {
  title: { on: boolean; mode: 'append' | 'replace'; value: string }
  description: { on: boolean; mode: 'append' | 'replace'; value: string }
  tags: { on: boolean; mode: 'add' | 'replace'; value: string }
  privacyStatus: { on: boolean; value: PrivacyStatus }
  categoryId: { on: boolean; value: string }
  madeForKids: { on: boolean; value: boolean }
  monetize: { on: boolean; value: boolean }
}

export const emptyBulkEdit = (): BulkEditForm => ({
  title: { on: false, mode: 'append', value: '' },
  description: { on: false, mode: 'append', value: '' },
  tags: { on: false, mode: 'add', value: '' },
  privacyStatus: { on: false, value: 'private' },
  categoryId: { on: false, value: '' },
  madeForKids: { on: false, value: false },
  monetize: { on: false, value: false },
})

/** Tags typed as a comma-separated list: trimmed, empty ones and repeats left out. */
export const parseTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
]

export type BulkEditProblem = 'nothing' | 'titleEmpty' | 'categoryEmpty' | 'tagsEmpty'

/** The contract's changes from the form, or what is missing. */
export function toBulkChanges(form: BulkEditForm): VideoBulkChanges | BulkEditProblem {
  const changes: VideoBulkChanges = {}
  if (form.title.on) {
    if (!form.title.value.trim()) return 'titleEmpty'
    changes.title = { mode: form.title.mode, value: form.title.value.trim() }
  }
  if (form.description.on) changes.description = { mode: form.description.mode, value: form.description.value }
  if (form.tags.on) {
    const values = parseTags(form.tags.value)
    if (values.length === 0 && form.tags.mode === 'add') return 'tagsEmpty'
    changes.tags = { mode: form.tags.mode, values }
  }
  if (form.privacyStatus.on) changes.privacyStatus = form.privacyStatus.value
  if (form.categoryId.on) {
    if (!form.categoryId.value) return 'categoryEmpty'
    changes.categoryId = form.categoryId.value
  }
  if (form.madeForKids.on) changes.madeForKids = form.madeForKids.value
  if (form.monetize.on) changes.monetize = form.monetize.value
  return Object.keys(changes).length === 0 ? 'nothing' : changes
}
