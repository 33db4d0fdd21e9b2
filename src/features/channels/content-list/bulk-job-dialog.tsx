import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  ProgressBar,
  Radio,
  RadioGroup,
  Switch,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { addPlaylistVideos, useSearchPlaylists } from '@/api/generated/channel/endpoints/playlists/playlists'
import { deleteVideoBulk, getSearchVideosQueryKey } from '@/api/generated/channel/endpoints/videos/videos'
import { deleteShortVideoBulk, getSearchShortVideosQueryKey } from '@/api/generated/channel/endpoints/short-videos/short-videos'
import type { BulkItemResult, PrivacyStatus, VideoBulkChanges } from '@/api/generated/channel/model'
import { useConfirm } from '@/shared/feedback'
import { useFormatters, useErrorText } from '@/shared/hooks'
import { emptyBulkEdit, toBulkChanges, type BulkEditForm } from './bulk-changes'
import { failedIds, runInChunks, type BulkProgress } from './bulk-runner'
import { PRIVACY_STATUSES } from './content-list-spec'
import { useCategoryOptions } from './use-category-options'
import { VideoJobDialog, videoUpdateWork } from './video-job-dialog'
import { useChoiceLabels } from '@/shared/options'

type BulkJobKind = 'edit' | 'playlist' | 'delete'

export interface BulkJob {
  kind: BulkJobKind
  ids: string[]
}

const useStyles = makeStyles({
  surface: { maxWidth: 'min(640px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  change: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  results: {
    maxHeight: '40vh',
    overflowY: 'auto',
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  failedName: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
})

export interface BulkJobDialogProps {
  job: BulkJob
  channelId: string
  shorts: boolean
  /** A video's title when a page showed it; else its id. */
  nameOf: (id: string) => string
  /** After each delete run, the ids it moved to the Trash (the screen offers their Undo). */
  onDeleted?: (ids: string[]) => void
  onClose: () => void
}

type Step = 'form' | 'running' | 'done'

/**
 * One bulk job from start to end: the edit form (or the playlist picker), a confirmation naming
 * the count, progress over parts of 500, then what changed and what failed and why, with
 * "retry the failed ones". Deleting starts running at once (nothing asks: the videos go to the
 * Trash and the screen's toast offers Undo); when every part worked the dialog closes by itself.
 */
export function BulkJobDialog({ job, channelId, shorts, nameOf, onDeleted, onClose }: BulkJobDialogProps) {
  const { t } = useTranslation('videos')
  // Counts in the interface language (1.234 / 1,234), not the browser's.
  const format = useFormatters()
  const styles = useStyles()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [confirm, confirmDialog] = useConfirm()
  const [ids, setIds] = useState(job.ids)
  const [step, setStep] = useState<Step>(job.kind === 'delete' ? 'running' : 'form')
  const [form, setForm] = useState<BulkEditForm>(emptyBulkEdit)
  const [playlistId, setPlaylistId] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<BulkProgress>({ done: 0, total: job.ids.length })
  const [results, setResults] = useState<BulkItemResult[]>([])
  const [started, setStarted] = useState(false)
  /** The edit's changes once the form is valid: the server's preview and job take over (VideoJobDialog). */
  const [jobChanges, setJobChanges] = useState<VideoBulkChanges | null>(null)

  const call = async (part: string[]) => {
    if (job.kind === 'playlist') return void (await addPlaylistVideos(playlistId, { videoIds: part }))
    return void (await (shorts ? deleteShortVideoBulk : deleteVideoBulk)({ ids: part }))
  }

  const run = async (targets: string[]) => {
    setIds(targets)
    setStep('running')
    const answer = await runInChunks(targets, call, { errorText, onProgress: setProgress })
    setResults(answer)
    setStep('done')
    void queryClient.invalidateQueries({ queryKey: [getSearchVideosQueryKey()[0]] })
    void queryClient.invalidateQueries({ queryKey: [getSearchShortVideosQueryKey()[0]] })
    if (job.kind !== 'delete') return
    const deleted = answer.filter((item) => item.isSuccess).map((item) => item.id)
    if (deleted.length) onDeleted?.(deleted)
    if (deleted.length === answer.length) onClose()
  }

  // Deleting asks nothing (Undo instead): it runs as soon as the dialog opens.
  if (job.kind === 'delete' && !started) {
    setStarted(true)
    queueMicrotask(() => void run(job.ids))
  }

  const changesOrProblem = () => {
    if (job.kind === 'playlist') return playlistId ? null : 'playlistEmpty'
    if (job.kind !== 'edit') return null
    const changes = toBulkChanges(form)
    return typeof changes === 'string' ? changes : changes
  }

  const apply = async () => {
    const checked = changesOrProblem()
    if (typeof checked === 'string') {
      setProblem(t(`bulk.problems.${checked}`))
      return
    }
    setProblem(null)
    if (job.kind === 'edit' && checked) {
      setJobChanges(checked)
      return
    }
    const question = {
      title: t(`bulk.${job.kind}.confirmTitle`),
      message: t(`bulk.${job.kind}.confirmMessage`, { count: ids.length, formatted: format.integer(ids.length) }),
      confirmLabel: t(`bulk.${job.kind}.apply`, { count: ids.length }),
    }
    if (!(await confirm(question))) return
    await run(ids)
  }

  const failed = results.filter((item) => !item.isSuccess)
  const retry = () => void run(failedIds(results))

  if (jobChanges)
    return (
      <VideoJobDialog
        title={t('bulk.edit.title', { count: ids.length, formatted: format.integer(ids.length) })}
        total={ids.length}
        work={videoUpdateWork(channelId, ids, jobChanges)}
        onBack={() => setJobChanges(null)}
        onClose={onClose}
      />
    )

  let body: ReactNode
  if (step === 'form')
    body =
      job.kind === 'edit' ? (
        <BulkEditFields form={form} onChange={setForm} />
      ) : (
        <PlaylistPicker channelId={channelId} value={playlistId} onChange={setPlaylistId} />
      )
  else if (step === 'running')
    body = (
      <Field label={t('bulk.progress', { done: format.integer(progress.done), total: format.integer(progress.total) })} validationState="none">
        <ProgressBar value={progress.total ? progress.done / progress.total : 0} thickness="large" />
      </Field>
    )
  else
    body = (
      <>
        <MessageBar intent={failed.length ? (failed.length === results.length ? 'error' : 'warning') : 'success'} role="status">
          <MessageBarBody>
            {t('bulk.summary', { succeeded: format.integer(results.length - failed.length), failed: format.integer(failed.length) })}
          </MessageBarBody>
        </MessageBar>
        {failed.length ? (
          <>
            <Text weight="semibold">{t('bulk.failedTitle')}</Text>
            <ul className={styles.results} aria-label={t('bulk.failedTitle')}>
              {failed.map((item) => (
                <li key={item.id} data-failed-id={item.id}>
                  <span className={styles.failedName}>{nameOf(item.id)}</span>
                  {': '}
                  <span>{item.message ?? t('bulk.unknownError')}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </>
    )

  return (
    <>
      <Dialog open modalType={step === 'running' ? 'alert' : 'modal'} onOpenChange={(_, data) => !data.open && step !== 'running' && onClose()}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{t(`bulk.${job.kind}.title`, { count: ids.length, formatted: format.integer(ids.length) })}</DialogTitle>
            <DialogContent className={styles.content}>
              {problem ? (
                <MessageBar intent="error">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              ) : null}
              {body}
            </DialogContent>
            <DialogActions>
              {step === 'form' ? (
                <>
                  <Button onClick={onClose}>{t('bulk.cancel')}</Button>
                  <Button appearance="primary" onClick={() => void apply()}>
                    {t(`bulk.${job.kind}.apply`, { count: ids.length })}
                  </Button>
                </>
              ) : null}
              {step === 'done' ? (
                <>
                  {failed.length ? <Button onClick={retry}>{t('bulk.retry', { count: failed.length })}</Button> : null}
                  <Button appearance="primary" onClick={onClose}>
                    {t('bulk.close')}
                  </Button>
                </>
              ) : null}
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {confirmDialog}
    </>
  )
}

function Change({ label, on, onToggle, children }: { label: string; on: boolean; onToggle: (on: boolean) => void; children: ReactNode }) {
  const styles = useStyles()
  return (
    <div className={styles.change}>
      <Checkbox label={label} checked={on} onChange={(_, data) => onToggle(Boolean(data.checked))} />
      {on ? children : null}
    </div>
  )
}

/** The studio's bulk edit: tick what to change, then how. */
function BulkEditFields({ form, onChange }: { form: BulkEditForm; onChange: (form: BulkEditForm) => void }) {
  const { t } = useTranslation('videos')
  const choice = useChoiceLabels()
  const categories = useCategoryOptions()
  const set = <K extends keyof BulkEditForm>(key: K, patch: Partial<BulkEditForm[K]>) => onChange({ ...form, [key]: { ...form[key], ...patch } })
  return (
    <>
      <Change label={t('bulk.fields.title')} on={form.title.on} onToggle={(on) => set('title', { on })}>
        <RadioGroup
          layout="horizontal"
          value={form.title.mode}
          onChange={(_, data) => set('title', { mode: data.value as 'append' | 'replace' })}
          aria-label={t('bulk.fields.title')}
        >
          <Radio value="append" label={t('bulk.modes.append')} />
          <Radio value="replace" label={t('bulk.modes.replace')} />
        </RadioGroup>
        <Input
          aria-label={t('bulk.fields.titleValue')}
          value={form.title.value}
          maxLength={100}
          onChange={(_, data) => set('title', { value: data.value.replace(/[\r\n]+/g, ' ') })}
        />
      </Change>
      <Change label={t('bulk.fields.description')} on={form.description.on} onToggle={(on) => set('description', { on })}>
        <RadioGroup
          layout="horizontal"
          value={form.description.mode}
          onChange={(_, data) => set('description', { mode: data.value as 'append' | 'replace' })}
          aria-label={t('bulk.fields.description')}
        >
          <Radio value="append" label={t('bulk.modes.append')} />
          <Radio value="replace" label={t('bulk.modes.replace')} />
        </RadioGroup>
        <Textarea
          aria-label={t('bulk.fields.descriptionValue')}
          value={form.description.value}
          maxLength={5000}
          resize="vertical"
          onChange={(_, data) => set('description', { value: data.value })}
        />
      </Change>
      <Change label={t('bulk.fields.tags')} on={form.tags.on} onToggle={(on) => set('tags', { on })}>
        <RadioGroup
          layout="horizontal"
          value={form.tags.mode}
          onChange={(_, data) => set('tags', { mode: data.value as 'add' | 'replace' })}
          aria-label={t('bulk.fields.tags')}
        >
          <Radio value="add" label={t('bulk.modes.add')} />
          <Radio value="replace" label={t('bulk.modes.replace')} />
        </RadioGroup>
        <Field hint={t('bulk.fields.tagsHint')}>
          <Input aria-label={t('bulk.fields.tagsValue')} value={form.tags.value} onChange={(_, data) => set('tags', { value: data.value })} />
        </Field>
      </Change>
      <Change label={t('bulk.fields.privacyStatus')} on={form.privacyStatus.on} onToggle={(on) => set('privacyStatus', { on })}>
        <RadioGroup
          layout="horizontal"
          value={form.privacyStatus.value}
          onChange={(_, data) => set('privacyStatus', { value: data.value as PrivacyStatus })}
          aria-label={t('bulk.fields.privacyStatus')}
        >
          {PRIVACY_STATUSES.map((value) => (
            <Radio key={value} value={value} label={t(`privacy.${value}`)} />
          ))}
        </RadioGroup>
      </Change>
      <Change label={t('bulk.fields.category')} on={form.categoryId.on} onToggle={(on) => set('categoryId', { on })}>
        <Field validationMessage={categories.error ? t('editor.categoriesFailed') : undefined}>
          <Dropdown
            aria-label={t('bulk.fields.category')}
            clearButton={choice.clearButton(t('bulk.fields.category'))}
            placeholder={categories.loading ? t('loading') : t('choose')}
            selectedOptions={form.categoryId.value ? [form.categoryId.value] : []}
            value={categories.labelOf(form.categoryId.value) ?? ''}
            onOptionSelect={(_, data) => set('categoryId', { value: data.optionValue ?? '' })}
          >
            {categories.options.map((option) => (
              <Option key={option.value} value={option.value}>
                {option.label}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </Change>
      <Change label={t('bulk.fields.madeForKids')} on={form.madeForKids.on} onToggle={(on) => set('madeForKids', { on })}>
        <Switch
          label={form.madeForKids.value ? t('yes') : t('no')}
          checked={form.madeForKids.value}
          onChange={(_, data) => set('madeForKids', { value: data.checked })}
        />
      </Change>
      <Change label={t('bulk.fields.monetize')} on={form.monetize.on} onToggle={(on) => set('monetize', { on })}>
        <Switch
          label={form.monetize.value ? t('yes') : t('no')}
          checked={form.monetize.value}
          onChange={(_, data) => set('monetize', { value: data.checked })}
        />
      </Change>
    </>
  )
}

/** One of the channel's playlists (the first 500 by title). */
function PlaylistPicker({ channelId, value, onChange }: { channelId: string; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('videos')
  const choice = useChoiceLabels()
  const errorText = useErrorText()
  const playlists = useSearchPlaylists({ index: 0, size: 500, channelId, sortKey: 'playlist', sortOrder: 'asc' })
  const items = playlists.data?.items ?? []
  const selected = items.find((item) => item.id === value)
  return (
    <Field
      label={t('bulk.playlist.field')}
      validationMessage={playlists.error ? errorText(playlists.error) : items.length === 0 && !playlists.isPending ? t('bulk.playlist.none') : undefined}
    >
      <Dropdown
        placeholder={playlists.isPending ? t('loading') : t('choose')}
        clearButton={choice.clearButton(t('bulk.playlist.field'))}
        selectedOptions={value ? [value] : []}
        value={selected?.playlist ?? ''}
        onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
      >
        {items.map((item) => (
          <Option key={item.id} value={item.id} text={item.playlist}>
            {item.playlist}
          </Option>
        ))}
      </Dropdown>
    </Field>
  )
}
