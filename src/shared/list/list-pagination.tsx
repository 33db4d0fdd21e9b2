import { Button, Dropdown, makeStyles, Option, Text, tokens } from '@fluentui/react-components'
import { ChevronDoubleLeftRegular, ChevronDoubleRightRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/shared/hooks'
import { lastPage } from './list-url-state'
import { useChoiceLabels } from '@/shared/options'

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  // The page buttons and "page 1 of 6" stay together: on a narrow screen they move to a line of
  // their own as one group instead of leaving "last page" alone on the next line.
  group: { display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  size: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  sizeDropdown: { minWidth: '88px' },
  sizeLabel: { whiteSpace: 'nowrap' },
})

export interface ListPaginationProps {
  /** Zero-based. */
  page: number
  size: number
  total: number
  pageSizes: readonly number[]
  onPage(page: number): void
  onSize(size: number): void
  disabled?: boolean
}

/** "1–10 of 123", the page size choice, and first / previous / next / last. */
export function ListPagination({ page, size, total, pageSizes, onPage, onSize, disabled }: ListPaginationProps) {
  const { t } = useTranslation('list-kit')
  const choice = useChoiceLabels()
  const styles = useStyles()
  const sizeLabel = useId()
  const last = lastPage(total, size)
  const format = useFormatters().integer
  const from = total === 0 ? 0 : page * size + 1
  const to = Math.min(total, (page + 1) * size)
  return (
    <nav className={styles.bar} aria-label={t('paging.label')}>
      <Text aria-live="polite" data-testid="list-range">
        {t('paging.range', { from: format(from), to: format(to), total: format(total) })}
      </Text>
      <div className={styles.size}>
        <Text id={sizeLabel} className={styles.sizeLabel}>
          {t('paging.pageSize')}
        </Text>
        <Dropdown
          aria-labelledby={sizeLabel}
          clearButton={choice.clearButton(t('paging.pageSize'))}
          className={styles.sizeDropdown}
          value={String(size)}
          selectedOptions={[String(size)]}
          onOptionSelect={(_, data) => data.optionValue && onSize(Number(data.optionValue))}
          disabled={disabled}
        >
          {pageSizes.map((option) => (
            <Option key={option} value={String(option)}>
              {String(option)}
            </Option>
          ))}
        </Dropdown>
        <div className={styles.group}>
          <Button
            appearance="subtle"
            icon={<ChevronDoubleLeftRegular />}
            aria-label={t('paging.first')}
            disabled={disabled || page <= 0}
            onClick={() => onPage(0)}
          />
          <Button
            appearance="subtle"
            icon={<ChevronLeftRegular />}
            aria-label={t('paging.previous')}
            disabled={disabled || page <= 0}
            onClick={() => onPage(page - 1)}
          />
          <Text data-testid="list-page">{t('paging.pageOf', { page: format(Math.min(page, last) + 1), pages: format(last + 1) })}</Text>
          <Button
            appearance="subtle"
            icon={<ChevronRightRegular />}
            aria-label={t('paging.next')}
            disabled={disabled || page >= last}
            onClick={() => onPage(page + 1)}
          />
          <Button
            appearance="subtle"
            icon={<ChevronDoubleRightRegular />}
            aria-label={t('paging.last')}
            disabled={disabled || page >= last}
            onClick={() => onPage(last)}
          />
        </div>
      </div>
    </nav>
  )
}
