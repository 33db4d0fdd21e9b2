import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getGetChannelSettingsQueryKey, useGetChannelSettings, useUpdateChannelSettings } from '@/api/generated/channel/endpoints/channels/channels'
import type { ChannelSettings } from '@/api/generated/channel/model'
import { FormCombobox, FormInput, FormSwitch, FormTextarea, PageForm, usePageForm, useZodForm } from '@/shared/form'
import { SettingsSection, useSettingsStyles } from './settings-section'
import { useLocaleOptions } from './settings-options'
import { channelSettingsRequest, channelSettingsSchema, channelSettingsToForm } from './settings-schemas'

const K = 'pages.channels.settings.channelSettings'

/** settings/channelSettings: the channel's description, keywords, country, language, trailer and contact. */
export function ChannelSettingsSection({ channelId, readOnly }: { channelId: string; readOnly: boolean }) {
  const { t } = useTranslation('channels')
  const query = useGetChannelSettings(channelId)
  return (
    <SettingsSection segment="channelSettings" description={t(`${K}.description`)} query={query}>
      {(settings) => <ChannelSettingsForm key={channelId} channelId={channelId} settings={settings} readOnly={readOnly} />}
    </SettingsSection>
  )
}

function ChannelSettingsForm({ channelId, settings, readOnly }: { channelId: string; settings: ChannelSettings; readOnly: boolean }) {
  const { t } = useTranslation('channels')
  const styles = useSettingsStyles()
  const queryClient = useQueryClient()
  const update = useUpdateChannelSettings()
  const form = useZodForm(channelSettingsSchema, { defaultValues: channelSettingsToForm(settings), disabled: readOnly })
  const options = useLocaleOptions({ countries: [settings.country], languages: [settings.defaultLanguage] })
  const editor = usePageForm({
    form,
    save: (values) => update.mutateAsync({ id: channelId, data: channelSettingsRequest(values) }),
    successMessage: t('pages.channels.settings.saved'),
    onSaved: () => queryClient.invalidateQueries({ queryKey: getGetChannelSettingsQueryKey(channelId) }),
  })
  return (
    <PageForm editor={editor} readOnly={readOnly}>
      <div className={styles.grid}>
        <FormTextarea control={form.control} name="description" label={t(`${K}.fields.description`)} rows={4} nullable className={styles.wide} />
        <FormInput
          control={form.control}
          name="keywords"
          label={t(`${K}.fields.keywords`)}
          hint={t('pages.channels.settings.commaHint')}
          className={styles.wide}
        />
        <FormCombobox control={form.control} name="country" label={t(`${K}.fields.country`)} options={options.countries} />
        <FormCombobox control={form.control} name="defaultLanguage" label={t(`${K}.fields.defaultLanguage`)} options={options.languages} />
        <FormInput
          control={form.control}
          name="trailerVideoId"
          label={t(`${K}.fields.trailerVideoId`)}
          hint={t(`${K}.fields.trailerVideoIdHint`)}
          nullable
          maxLength={11}
        />
        <FormInput control={form.control} name="contactEmail" label={t(`${K}.fields.contactEmail`)} type="email" nullable autoComplete="off" />
        <FormSwitch control={form.control} name="showSubscriberCount" label={t(`${K}.fields.showSubscriberCount`)} />
      </div>
    </PageForm>
  )
}
