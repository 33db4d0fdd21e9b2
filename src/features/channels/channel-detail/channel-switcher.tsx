import { Combobox, Field, makeStyles, Option } from '@fluentui/react-components'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchChannelsByCompany } from '@/api/generated/channel/endpoints/channels/channels'
import { OPTION_LIST_STALE_TIME, useChoiceLabels } from '@/shared/options'
import { useQueryFieldState } from '@/shared/feedback'
import { readCompanyId, readSelectBoxData, writeSelectBoxData, type ChannelOption } from './channel-memory'

const useStyles = makeStyles({
  root: { minWidth: 'min(100%, 240px)', maxWidth: '100%' },
})

export interface ChannelSwitcherProps {
  current: { id: string; name: string; companyId: string }
  onSwitch: (channel: ChannelOption) => void
}

/**
 * Moves to another channel without going back to the list: the options are selectBoxData,
 * written by /mychannels; opened from a link with nothing stored, they are fetched
 * for the remembered company (or the channel's) and stored the same way.
 */
export function ChannelSwitcher({ current, onSwitch }: ChannelSwitcherProps) {
  const { t } = useTranslation('channels')
  const choice = useChoiceLabels()
  const styles = useStyles()
  const [stored] = useState(readSelectBoxData)
  const [companyId] = useState(() => readCompanyId() ?? current.companyId)
  const fetched = useSearchChannelsByCompany(
    { index: 0, size: 500, companyIds: [companyId] },
    { query: { enabled: stored.length === 0, staleTime: OPTION_LIST_STALE_TIME } },
  )
  useEffect(() => {
    if (stored.length === 0 && fetched.data) writeSelectBoxData(fetched.data.items)
  }, [stored.length, fetched.data])

  const options = useMemo(() => {
    const known: ChannelOption[] = stored.length > 0 ? stored : (fetched.data?.items ?? [])
    return known.some((option) => option.id === current.id) ? known : [{ id: current.id, name: current.name }, ...known]
  }, [stored, fetched.data, current.id, current.name])
  const [query, setQuery] = useState<string | null>(null)
  const visible = useMemo(() => {
    const needle = query?.trim().toLocaleLowerCase()
    return needle ? options.filter((option) => option.name.toLocaleLowerCase().includes(needle)) : options
  }, [options, query])
  const loading = stored.length === 0 && fetched.isPending
  // Loading or failed, said under the field (the current channel stays chosen either way).
  const fetchState = useQueryFieldState(fetched, t('pages.channels.detail.switcher.failed'))

  return (
    <Field label={t('pages.channels.detail.switcher.label')} size="small" className={styles.root} {...fetchState}>
      <Combobox
        placeholder={t('pages.channels.detail.switcher.placeholder')}
        expandIcon={choice.expandIcon(t('pages.channels.detail.switcher.label'))}
        selectedOptions={[current.id]}
        value={query ?? current.name}
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_, data) => {
          if (!data.open) setQuery(null)
        }}
        onOptionSelect={(_, data) => {
          setQuery(null)
          const next = options.find((option) => option.id === data.optionValue)
          if (next && next.id !== current.id) onSwitch(next)
        }}
      >
        {visible.map((option) => (
          <Option key={option.id} value={option.id}>
            {option.name}
          </Option>
        ))}
        {visible.length === 0 ? (
          <Option value="" disabled text="">
            {loading ? t('pages.channels.detail.switcher.loading') : t('pages.channels.detail.switcher.none')}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  )
}
