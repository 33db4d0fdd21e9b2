import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getGetChannelTargetingQueryKey, useGetChannelTargeting, useUpdateChannelTargeting } from '@/api/generated/channel/endpoints/channels/channels'
import type { ChannelTargeting } from '@/api/generated/channel/model'
import { FormInput, FormMultiSelect, PageForm, usePageForm, useZodForm } from '@/shared/form'
import { documentMeta } from '@/shared/hooks'
import { sectionPath } from './sections'
import { SettingsSection, useSettingsStyles } from './settings-section'
import { useLocaleOptions } from './settings-options'
import { AGE_GROUPS, channelTargetingRequest, channelTargetingSchema, channelTargetingToForm, GENDERS } from './settings-schemas'

const K = 'pages.channels.settings.channelTargeting'

/** settings/channelTargeting: the audience the channel is for; an empty list means everyone. */
export function ChannelTargetingSection({ channelId, readOnly }: { channelId: string; readOnly: boolean }) {
  const { t } = useTranslation('channels')
  const query = useGetChannelTargeting(channelId, { query: { meta: documentMeta(sectionPath(channelId, 'channelTargeting')) } })
  return (
    <SettingsSection segment="channelTargeting" description={t(`${K}.description`)} query={query}>
      {(targeting) => <ChannelTargetingForm key={channelId} channelId={channelId} targeting={targeting} readOnly={readOnly} />}
    </SettingsSection>
  )
}

function ChannelTargetingForm({ channelId, targeting, readOnly }: { channelId: string; targeting: ChannelTargeting; readOnly: boolean }) {
  const { t } = useTranslation('channels')
  const styles = useSettingsStyles()
  const queryClient = useQueryClient()
  const update = useUpdateChannelTargeting()
  const locales = useLocaleOptions({ countries: targeting.countries, languages: targeting.languages })
  const form = useZodForm(channelTargetingSchema, { defaultValues: channelTargetingToForm(targeting), disabled: readOnly })
  const editor = usePageForm({
    form,
    // A document versioned by its path: held while open; another user's save of it is said above the form.
    record: { id: sectionPath(channelId, 'channelTargeting'), version: targeting.version },
    fromRecord: channelTargetingToForm,
    save: (values) => update.mutateAsync({ id: channelId, data: channelTargetingRequest(values) }),
    successMessage: t('pages.channels.settings.saved'),
    onSaved: () => queryClient.invalidateQueries({ queryKey: getGetChannelTargetingQueryKey(channelId) }),
  })
  const ages = useMemo(() => AGE_GROUPS.map((value) => ({ value, label: t(`${K}.ageGroup.${value}`) })), [t])
  const genders = useMemo(() => GENDERS.map((value) => ({ value, label: t(`${K}.gender.${value}`) })), [t])
  const everyone = t(`${K}.everyone`)
  return (
    <PageForm editor={editor} readOnly={readOnly}>
      <div className={styles.grid}>
        <FormMultiSelect control={form.control} name="countries" label={t(`${K}.fields.countries`)} options={locales.countries} placeholder={everyone} />
        <FormMultiSelect control={form.control} name="languages" label={t(`${K}.fields.languages`)} options={locales.languages} placeholder={everyone} />
        <FormMultiSelect control={form.control} name="ageGroups" label={t(`${K}.fields.ageGroups`)} options={ages} placeholder={everyone} />
        <FormMultiSelect control={form.control} name="genders" label={t(`${K}.fields.genders`)} options={genders} placeholder={everyone} />
        <FormInput
          control={form.control}
          name="interests"
          label={t(`${K}.fields.interests`)}
          hint={t('pages.channels.settings.commaHint')}
          className={styles.wide}
        />
      </div>
    </PageForm>
  )
}
