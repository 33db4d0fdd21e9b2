import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getGetChannelSettingsQueryKey, useGetChannelSettings, useUpdateChannelSettings } from '@/api/generated/channel/endpoints/channels/channels'
import type { ChannelSettings } from '@/api/generated/channel/model'
import { FormCombobox, FormInput, FormSwitch, FormTextarea, PageForm, usePageForm, useZodForm } from '@/shared/form'
import { documentMeta } from '@/shared/hooks'
import { optionLabels, RecordHistory, type RecordValues } from '@/shared/history'
import { sectionPath } from './sections'
import { SettingsSection, useSettingsStyles } from './settings-section'
import { useLocaleOptions } from './settings-options'
import { channelSettingsRequest, channelSettingsSchema, channelSettingsToForm } from './settings-schemas'

const K = 'pages.channels.settings.channelSettings'

/** settings/channelSettings: the channel's description, keywords, country, language, trailer and contact. */
export function ChannelSettingsSection({ channelId, readOnly }: { channelId: string; readOnly: boolean }) {
  const { t } = useTranslation('channels')
  const query = useGetChannelSettings(channelId, { query: { meta: documentMeta(sectionPath(channelId, 'channelSettings')) } })
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
    // A document versioned by its path: held while open; another user's save of it is said above the form.
    record: { id: sectionPath(channelId, 'channelSettings'), version: settings.version },
    fromRecord: channelSettingsToForm,
    save: (values) => update.mutateAsync({ id: channelId, data: channelSettingsRequest(values) }),
    successMessage: t('pages.channels.settings.saved'),
    onSaved: () => queryClient.invalidateQueries({ queryKey: getGetChannelSettingsQueryKey(channelId) }),
  })
  /** Revert: the settings' own save from the document as read and the older version's fields (same If-Match check), then the form shows them. */
  const revert = async (patch: RecordValues) => {
    const current = channelSettingsRequest(channelSettingsSchema.parse(channelSettingsToForm(settings)))
    const older = Object.fromEntries(Object.entries(patch).filter(([field]) => field in current))
    const reverted = { ...current, ...older } as typeof current
    await update.mutateAsync({ id: channelId, data: reverted })
    form.reset(channelSettingsToForm({ ...settings, ...reverted }))
    await queryClient.invalidateQueries({ queryKey: getGetChannelSettingsQueryKey(channelId) })
  }
  return (
    <>
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
      <RecordHistory
        recordType="channelSettings"
        recordId={channelId}
        current={settings as unknown as RecordValues}
        onRevert={revert}
        fieldLabel={(field) => (field in settings && field !== 'channelId' ? t(`${K}.fields.${field}`) : null)}
        valueLabel={optionLabels({ country: options.countries, defaultLanguage: options.languages })}
      />
    </>
  )
}
