import { makeStyles, Text, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useGetChannelEnumKeyValueList } from '@/api/generated/channel/endpoints/commons/commons'
import { getGetCmsSettingsQueryKey, useGetCmsSettings, useUpdateCmsSettings } from '@/api/generated/channel/endpoints/cms/cms'
import type { CmsSettings, Policy } from '@/api/generated/channel/model'
import { useSearchCmsPolicies } from '@/api/generated/channel/endpoints/policies/policies'
import { useSearchLanguages } from '@/api/generated/parameter/endpoints/languages/languages'
import type { Language } from '@/api/generated/parameter/model'
import { usePermissions } from '@/shared/auth'
import { FormCombobox, FormSelect, FormSwitch, FormTextarea, PageForm, PageFormLoader, usePageForm, useZodForm } from '@/shared/form'
import { ENUM_LIST_PARAMS, OPTION_LIST_QUERY, useOptionList } from '@/shared/options'
import { documentMeta, useFormatters } from '@/shared/hooks'
import { PageFrame, Surface } from '@/shared/frame'
import { CMS_WRITE } from '../access'
import { cmsSettingsFormSchema, settingsToForm, toSettingsRequest } from './cms-settings-form'
import { useManagedCms } from './use-managed-cms'

const useStyles = makeStyles({
  card: { maxWidth: '880px' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0, border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  updated: { color: tokens.colorNeutralForeground3 },
})

/** The settings' own path: their id as a document versioned by its path (If-Match, the hub's RecordChanged). */
const cmsSettingsPath = (cmsId: string) => `/cms/${cmsId}/settings`

const byCode = (language: Language) => ({ value: language.code, label: `${language.name} (${language.code})` })
const policyOption = (policy: Policy) => ({ value: policy.id, label: policy.policyName })

/** /cms-management/settings?cmsId=: the CMS's settings on the page form. */
export function CmsSettingsScreen() {
  const { t } = useTranslation('cms-settings')
  const cms = useManagedCms()
  const query = useGetCmsSettings(cms.id, { query: { meta: documentMeta(cmsSettingsPath(cms.id)) } })
  return (
    <PageFrame title={t('title')} subtitle={t('subtitle')}>
      <PageFormLoader query={query} loadFailedText={t('loadFailed')}>
        {(settings) => <CmsSettingsForm key={cms.id} cmsId={cms.id} settings={settings} />}
      </PageFormLoader>
    </PageFrame>
  )
}

function CmsSettingsForm({ cmsId, settings }: { cmsId: string; settings: CmsSettings }) {
  const { t } = useTranslation('cms-settings')
  const styles = useStyles()
  const format = useFormatters()
  const queryClient = useQueryClient()
  const { can } = usePermissions()
  const readOnly = !can(CMS_WRITE)
  const privacy = useOptionList(useGetChannelEnumKeyValueList('PrivacyStatus', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
  const categories = useOptionList(useGetChannelEnumKeyValueList('Category', ENUM_LIST_PARAMS, OPTION_LIST_QUERY))
  const languages = useOptionList(useSearchLanguages({ index: 0, size: 200 }, OPTION_LIST_QUERY), { map: byCode })
  const policies = useOptionList(useSearchCmsPolicies({ index: 0, size: 500, cmsId, sortKey: 'policyName', sortOrder: 'asc' }, OPTION_LIST_QUERY), {
    map: policyOption,
  })
  const update = useUpdateCmsSettings()
  const form = useZodForm(cmsSettingsFormSchema, { defaultValues: settingsToForm(settings) })
  const editor = usePageForm({
    form,
    // A document versioned by its path: held while open; another user's save of it is said above the form.
    record: { id: cmsSettingsPath(cmsId), version: settings.version },
    fromRecord: settingsToForm,
    save: async (values) => {
      await update.mutateAsync({ id: cmsId, data: toSettingsRequest(values) })
      await queryClient.invalidateQueries({ queryKey: getGetCmsSettingsQueryKey(cmsId) })
    },
    failureKey: 'cms-settings:saveFailed',
    successMessage: t('saved'),
  })

  return (
    <Surface className={styles.card}>
      <PageForm editor={editor} readOnly={readOnly}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>
            <Text as="h3" size={400} weight="semibold">
              {t('sections.defaults')}
            </Text>
          </legend>
          <div className={styles.row}>
            <FormSelect
              control={form.control}
              name="defaultPrivacyStatus"
              label={t('fields.defaultPrivacyStatus')}
              required
              options={privacy.options}
              loading={privacy.loading}
              disabled={readOnly}
            />
            <FormCombobox
              control={form.control}
              name="defaultLanguage"
              label={t('fields.defaultLanguage')}
              options={languages.options}
              loading={languages.loading}
              disabled={readOnly}
            />
          </div>
          <FormCombobox
            control={form.control}
            name="defaultCategoryId"
            label={t('fields.defaultCategoryId')}
            options={categories.options}
            loading={categories.loading}
            disabled={readOnly}
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>
            <Text as="h3" size={400} weight="semibold">
              {t('sections.claims')}
            </Text>
          </legend>
          <div className={styles.row}>
            <FormSwitch control={form.control} name="autoClaim" label={t('fields.autoClaim')} description={t('fields.autoClaimOn')} disabled={readOnly} />
            <FormSwitch
              control={form.control}
              name="notifyOnClaim"
              label={t('fields.notifyOnClaim')}
              description={t('fields.notifyOnClaimOn')}
              disabled={readOnly}
            />
          </div>
          <FormSelect
            control={form.control}
            name="matchPolicyId"
            label={t('fields.matchPolicyId')}
            hint={t('fields.matchPolicyHint')}
            options={policies.options}
            loading={policies.loading}
            placeholder={t('fields.noPolicy')}
            clearable
            disabled={readOnly}
          />
          <FormTextarea
            control={form.control}
            name="notificationEmails"
            label={t('fields.notificationEmails')}
            hint={t('fields.notificationEmailsHint')}
            rows={3}
            disabled={readOnly}
          />
        </fieldset>
        {settings.updatedAt ? <Text className={styles.updated}>{t('updatedAt', { when: format.dateTime(settings.updatedAt) })}</Text> : null}
      </PageForm>
    </Surface>
  )
}
