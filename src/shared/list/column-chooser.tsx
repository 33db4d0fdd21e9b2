import { Button, Checkbox, makeStyles, Popover, PopoverSurface, PopoverTrigger, Text, tokens } from '@fluentui/react-components'
import { ArrowDownRegular, ArrowResetRegular, ArrowUpRegular, ColumnTripleEditRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { columnOrder, moveColumn, toggleColumn, type ColumnChoiceContext } from './column-choice'

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '280px', maxHeight: '70vh', overflowY: 'auto' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  moves: { display: 'flex' },
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
})

export interface ColumnChooserProps {
  columns: ReadonlyArray<{ id: string; label: string; required?: boolean }>
  visible: readonly string[]
  context: ColumnChoiceContext
  isDefault: boolean
  onChange(visible: string[]): void
  onReset(): void
}

/** Show, hide and order the list's columns; the choice is saved per list. */
export function ColumnChooser({ columns, visible, context, isDefault, onChange, onReset }: ColumnChooserProps) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  const labelOf = (id: string) => columns.find((column) => column.id === id)?.label ?? id
  const order = columnOrder(visible, context.all)
  return (
    <Popover positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button icon={<ColumnTripleEditRegular />}>{t('columns.button')}</Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('columns.title')}>
        <Text weight="semibold">{t('columns.title')}</Text>
        <ul className={styles.list}>
          {order.map((id) => {
            const shown = visible.includes(id)
            const position = visible.indexOf(id)
            const required = context.required?.includes(id) ?? false
            return (
              <li key={id} className={styles.item} data-column-choice={id}>
                <Checkbox
                  label={labelOf(id)}
                  checked={shown}
                  disabled={required || (shown && visible.length === 1)}
                  onChange={(_, data) => onChange(toggleColumn(visible, id, Boolean(data.checked), context))}
                />
                {shown ? (
                  <span className={styles.moves}>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<ArrowUpRegular />}
                      aria-label={t('columns.moveUp', { name: labelOf(id) })}
                      disabled={position === 0}
                      onClick={() => onChange(moveColumn(visible, id, position - 1))}
                    />
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<ArrowDownRegular />}
                      aria-label={t('columns.moveDown', { name: labelOf(id) })}
                      disabled={position === visible.length - 1}
                      onClick={() => onChange(moveColumn(visible, id, position + 1))}
                    />
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
        <div className={styles.footer}>
          <Text size={200}>{t('columns.shown', { count: visible.length, total: context.all.length })}</Text>
          <Button appearance="subtle" icon={<ArrowResetRegular />} disabled={isDefault} onClick={onReset}>
            {t('columns.reset')}
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  )
}
