import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { UpdateLicensorBody } from '@/api/generated/parameter/zod/index.zod'
import { FormDrawer, FormInput, FormSelect, PanelDrawer, RecordLoading, useFormEditor, useZodForm } from '@/shared/form'
import { useNotify } from '@/shared/feedback'
import type { NamedParameterKind, NamedRecord } from './named-parameters'
import { useStatusOptions } from './use-parameter-actions'

/** `?editor=new|<id>` of a licensor or producer: its name and status. */
export function NamedParameterEditor({ kind, target, onClose }: { kind: NamedParameterKind; target: string; onClose(): void }) {
  const { t } = useTranslation('dynamic-parameter')
  const isNew = target === 'new'
  const record = kind.useRecord(target, !isNew)
  if (!isNew && !record.data) {
    return (
      <PanelDrawer open title={t(`${kind.kind}.editTitle`)} onClose={onClose}>
        <RecordLoading error={record.error} onRetry={() => void record.refetch()} />
      </PanelDrawer>
    )
  }
  return <NamedForm key={target} kind={kind} record={isNew ? null : (record.data ?? null)} onClose={onClose} />
}

function NamedForm({ kind, record, onClose }: { kind: NamedParameterKind; record: NamedRecord | null; onClose(): void }) {
  const { t } = useTranslation('dynamic-parameter')
  const notify = useNotify()
  const queryClient = useQueryClient()
  const statuses = useStatusOptions()
  const save = kind.useSave()
  // The contract's rules (name 1–200, status), with the name trimmed as the server does.
  const schema = useMemo(() => z.object({ name: z.string().trim().pipe(kind.nameSchema), status: UpdateLicensorBody.shape.status }), [kind])
  const form = useZodForm(schema, { defaultValues: { name: record?.name ?? '', status: record?.status ?? 'active' } })
  const editor = useFormEditor({
    form,
    // Holds the version it opened at; a 412 or another user's live change merges the record as it is now.
    record: record ? { id: record.id, version: record.version } : null,
    save: (values) => (record ? save.update(record.id, values) : save.create(values)),
    // The service answers a duplicate name with 400 and the reason: show it under the name.
    fieldFor: (error) => (error.status === 400 ? 'name' : undefined),
    refusalKey: () => 'dynamic-parameter:editor.nameRefused',
    onSaved: (_, values) => {
      void queryClient.invalidateQueries({ queryKey: [kind.queryKeyRoot] })
      if (record) void queryClient.invalidateQueries({ queryKey: kind.recordKey(record.id) })
      notify.success(t(record ? 'editor.saved' : 'editor.created', { name: values.name }))
    },
    onClose,
  })
  return (
    <FormDrawer open size="small" title={record ? t(`${kind.kind}.editTitle`) : t(`${kind.kind}.createTitle`)} editor={editor}>
      <FormInput control={form.control} name="name" label={t('fields.name')} required maxLength={200} autoComplete="off" />
      <FormSelect control={form.control} name="status" label={t('fields.status')} required options={statuses} />
    </FormDrawer>
  )
}
