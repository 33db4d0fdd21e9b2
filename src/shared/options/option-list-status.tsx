import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components'
import { ArrowClockwiseRegular } from '@fluentui/react-icons'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { optionListStateOf, type FilterOption } from './use-option-list'
import { useErrorText } from '@/shared/hooks'

const useStyles = makeStyles({
  failure: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
  },
  retry: { minWidth: 'auto', paddingInline: tokens.spacingHorizontalXS },
})

/** What an option control shows of its list's state. */
export interface OptionListStatus {
  /** The options are loading: mark the control busy and put `indicator` where its chevron is. */
  busy: boolean
  /** A small spinner (role progressbar) for the control's expand icon while loading, else undefined. */
  indicator: ReactElement | undefined
  /** The failure line under the control (role alert: what failed and a Retry), else null. */
  failure: ReactElement | null
  /**
   * What the user types into the control, for a list searched on the server (a key-value
   * lookup); '' when the search ends. Does nothing for a list the control filters itself.
   */
  search(text: string): void
  /** "10 of 240 shown; type to find the others", when the server holds more than the options. */
  more: string | null
  /** The list is searched on the server: a control that cannot take typing should be a combobox. */
  searchable: boolean
}

const noSearch = () => undefined

/**
 * The loading and failed states of an option control's list (no option list fails
 * silently). The state comes from the options (useOptionList registers it); `loading` given by a
 * screen counts too, for options built otherwise.
 *
 *   const status = useOptionListStatus(options, loading)
 *   <Field hint={status.failure ?? hint}><Dropdown aria-busy={status.busy || undefined} expandIcon={status.indicator} …/></Field>
 */
export function useOptionListStatus(options: readonly FilterOption[], loading?: boolean): OptionListStatus {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  const errorText = useErrorText()
  const state = optionListStateOf(options)
  const failed = state ? state.error !== null && state.error !== undefined : false
  const busy = !failed && Boolean(state?.loading || loading)
  return {
    search: state?.search ?? noSearch,
    searchable: Boolean(state?.search),
    more: state?.total !== undefined ? t('filters.more', { shown: options.length, total: state.total }) : null,
    busy,
    indicator: busy ? <Spinner size="extra-tiny" aria-label={t('filters.loadingOptions')} /> : undefined,
    failure:
      state && failed ? (
        <span role="alert" className={styles.failure}>
          <span>
            {t('filters.optionsFailed')} {errorText(state.error)}
          </span>
          <Button
            size="small"
            appearance="transparent"
            className={styles.retry}
            icon={state.retrying ? <Spinner size="extra-tiny" /> : <ArrowClockwiseRegular />}
            disabledFocusable={state.retrying}
            onClick={state.retry}
          >
            {t('states.retry')}
          </Button>
        </span>
      ) : null,
  }
}
