import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useGetChannelEnumKeyValueList } from '@/api/generated/channel/endpoints/commons/commons'
import {
  getGetChannelInstallationDefaultsQueryKey,
  useGetChannelInstallationDefaults,
  useUpdateChannelInstallationDefaults,
} from '@/api/generated/channel/endpoints/channels/channels'
import type { InstallationDefaults } from '@/api/generated/channel/model'
import { FormCombobox, FormInput, FormSelect, FormSwitch, FormTextarea, PageForm, usePageForm, useZodForm } from '@/shared/form'
import { ENUM_LIST_PARAMS, OPTION_LIST_QUERY, useOptionList } from '@/shared/options'
import { documentMeta } from '@/shared/hooks'
import { sectionPath } from './sections'
import { SettingsSection, useSettingsStyles } from './settings-section'
import { useLocaleOptions } from './settings-options'
import { installationDefaultsRequest, installationDefaultsSchema, installationDefaultsToForm, LICENSES, PRIVACY_STATUSES } from './settings-schemas'

const K = 'pages.channels.settings.installationDefaults'
const SWITCHES = ['madeForKids', 'allowComments', 'allowEmbedding', 'showLikeCount', 'notifySubscribers'] as const

/** settings/installationDefaults: what every new upload of the channel starts with. */
export function InstallationDefaultsSection({ channelId, readOnly }: { channelId: string; readOnly: boolean }) {
  const { t } = useTranslation('channels')
  const query = useGetChannelInstallationDefaults(channelId, { query: { meta: documentMeta(sectionPath(channelId, 'installationDefaults')) } })
  return (
    <SettingsSection segment="installationDefaults" description={t(`${K}.description`)} query={query}>
      {(defaults) => <InstallationDefaultsForm key={channelId} channelId={channelId} defaults={defaults} readOnly={readOnly} />}
    </SettingsSection>
  )
}

function InstallationDefaultsForm({ channelId, defaults, readOnly }: { channelId: string; defaults: InstallationDefaults; readOnly: boolean }) {
  const { t } = useTranslation('channels')
  const styles = useSettingsStyles()
  const queryClient = useQueryClient()
  const update = useUpdateChannelInstallationDefaults()
  const categories = useOptionList(useGetChannelEnumKeyValueList('Category', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
  const locales = useLocaleOptions({ languages: [defaults.defaultLanguage] })
  const form = useZodForm(installationDefaultsSchema, { defaultValues: installationDefaultsToForm(defaults), disabled: readOnly })
  const editor = usePageForm({
    form,
    // A document versioned by its path: held while open; another user's save of it is said above the form.
    record: { id: sectionPath(channelId, 'installationDefaults'), version: defaults.version },
    fromRecord: installationDefaultsToForm,
    save: (values) => update.mutateAsync({ id: channelId, data: installationDefaultsRequest(values) }),
    successMessage: t('pages.channels.settings.saved'),
    onSaved: () => queryClient.invalidateQueries({ queryKey: getGetChannelInstallationDefaultsQueryKey(channelId) }),
  })
  const privacy = useMemo(() => PRIVACY_STATUSES.map((value) => ({ value, label: t(`pages.channels.settings.privacy.${value}`) })), [t])
  const licenses = useMemo(() => LICENSES.map((value) => ({ value, label: t(`pages.channels.settings.license.${value}`) })), [t])
  return (
    <PageForm editor={editor} readOnly={readOnly}>
      <div className={styles.grid}>
        <FormInput control={form.control} name="defaultTitle" label={t(`${K}.fields.defaultTitle`)} nullable maxLength={100} className={styles.wide} />
        <FormTextarea control={form.control} name="defaultDescription" label={t(`${K}.fields.defaultDescription`)} rows={4} nullable className={styles.wide} />
        <FormSelect control={form.control} name="defaultPrivacyStatus" label={t(`${K}.fields.defaultPrivacyStatus`)} options={privacy} required />
        <FormSelect control={form.control} name="defaultLicense" label={t(`${K}.fields.defaultLicense`)} options={licenses} required />
        <FormCombobox
          control={form.control}
          name="defaultCategoryId"
          label={t(`${K}.fields.defaultCategoryId`)}
          options={categories.options}
          loading={categories.loading}
        />
        <FormCombobox control={form.control} name="defaultLanguage" label={t(`${K}.fields.defaultLanguage`)} options={locales.languages} />
        <FormInput
          control={form.control}
          name="defaultTags"
          label={t(`${K}.fields.defaultTags`)}
          hint={t('pages.channels.settings.commaHint')}
          className={styles.wide}
        />
        <div className={styles.switches}>
          {SWITCHES.map((name) => (
            <FormSwitch key={name} control={form.control} name={name} label={t(`${K}.fields.${name}`)} />
          ))}
        </div>
      </div>
    </PageForm>
  )
}
