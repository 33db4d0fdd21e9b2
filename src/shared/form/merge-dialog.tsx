import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldConflict } from './merge'

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))', overflowWrap: 'anywhere' },
  field: { display: 'grid', gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalM, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  // Side by side on a wide screen (theirs, mine, the original), one under the other on a phone.
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
  column: {
    display: 'grid',
    alignContent: 'start',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  value: { whiteSpace: 'pre-wrap' },
})

export interface MergeRequest {
  conflicts: FieldConflict[]
  /** Who wrote the server's values ("Ayşe Yılmaz"), when known. */
  theirName: string | null
  /** A field's label on the form. */
  labelOf(field: string): string
}

export type MergeChoice = 'theirs' | 'mine'

/** Shows a value of any field as text (an empty value as "(empty)", a list joined). */
function useShow() {
  const { t } = useTranslation('list-kit')
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('merge.empty')
    if (typeof value === 'boolean') return value ? t('merge.yes') : t('merge.no')
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')
    return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number)
  }
}

/**
 * The merge view after a 412: each field both users changed, side by side (theirs, mine, the
 * original), with a pick per field. "Save" saves with the picks; "Keep editing" puts the picks
 * into the form to edit further; nothing is lost either way.
 */
export function MergeDialog({ request, onDone }: { request: MergeRequest | null; onDone(choices: Record<string, MergeChoice> | null, save: boolean): void }) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  const show = useShow()
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({})
  if (!request) return null
  const chosen = (field: string) => choices[field] ?? 'mine'
  const all = () => Object.fromEntries(request.conflicts.map(({ field }) => [field, chosen(field)]))
  const theirs = request.theirName ?? t('merge.someone')
  return (
    <Dialog open modalType="alert">
      <DialogSurface className={styles.surface} data-testid="merge-dialog">
        <DialogBody>
          <DialogTitle>{t('merge.title')}</DialogTitle>
          <DialogContent>
            <Text as="p">{t('merge.intro', { name: theirs, count: request.conflicts.length })}</Text>
            {request.conflicts.map((conflict) => {
              const label = request.labelOf(conflict.field)
              return (
                <fieldset key={conflict.field} className={styles.field} data-field={conflict.field} style={{ border: 'none', margin: 0 }}>
                  <Text as="h3" weight="semibold">
                    {label}
                  </Text>
                  <RadioGroup
                    aria-label={label}
                    value={chosen(conflict.field)}
                    onChange={(_, data) => setChoices((current) => ({ ...current, [conflict.field]: data.value as MergeChoice }))}
                  >
                    <div className={styles.columns}>
                      <div className={styles.column}>
                        <Radio value="theirs" label={t('merge.theirs', { name: theirs })} />
                        <Text className={styles.value}>{show(conflict.theirs)}</Text>
                      </div>
                      <div className={styles.column}>
                        <Radio value="mine" label={t('merge.mine')} />
                        <Text className={styles.value}>{show(conflict.mine)}</Text>
                      </div>
                      <div className={styles.column}>
                        <Text weight="semibold">{t('merge.original')}</Text>
                        <Text className={styles.value}>{show(conflict.original)}</Text>
                      </div>
                    </div>
                  </RadioGroup>
                </fieldset>
              )
            })}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onDone(all(), false)}>{t('merge.keepEditing')}</Button>
            <Button appearance="primary" onClick={() => onDone(all(), true)}>
              {t('merge.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
