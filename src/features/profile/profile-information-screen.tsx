import { Avatar, Badge, Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components'
import { DeleteRegular, EditRegular, ImageAddRegular } from '@fluentui/react-icons'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useUploadImage } from '@/api/generated/channel/endpoints/commons/commons'
import { getGetMenuProfileQueryKey, getGetMyProfileQueryKey, useGetMyProfile, useUpdateMyProfile } from '@/api/generated/identity/endpoints/account/account'
import type { MyProfile } from '@/api/generated/identity/model'
import { safeImageUrl } from '@/lib/safe-image-url'
import { FormInput, FormSelect, checkFile, PageForm, PageFormLoader, usePageForm, useZodForm } from '@/shared/form'
import { useFormatters } from '@/shared/hooks'
import { useLanguage, PageFrame, Surface } from '@/shared/frame'
import { ACCEPTED_IMAGE_TYPES, PICTURE_RULES, profileFormSchema, type ProfileFormValues } from './profile-schema'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '880px' },
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap' },
  identity: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flex: '1 1 240px', minWidth: 0, '& h2': { margin: 0 } },
  roles: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  details: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  definition: { margin: 0, overflowWrap: 'anywhere' },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
  picture: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  pictureActions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  hidden: { display: 'none' },
})

const toForm = (profile: MyProfile): ProfileFormValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phoneNumber: profile.phoneNumber ?? '',
  jobTitle: profile.jobTitle ?? '',
  language: profile.language,
  picture: null,
  removePicture: false,
})

/** /profile/profile-information: the signed-in user's own profile, to view and edit. */
export function ProfileInformationScreen() {
  const { t } = useTranslation(['user-profile', 'breadcrumb', 'common'])
  const query = useGetMyProfile()
  const [editing, setEditing] = useState(false)
  const loaded = query.data !== undefined
  return (
    <PageFrame
      title={t('breadcrumb:segments.profile-information')}
      subtitle={loaded ? t('pages.userProfile.subtitle') : undefined}
      actions={
        loaded && !editing ? (
          <Button appearance="primary" icon={<EditRegular />} onClick={() => setEditing(true)}>
            {t('pages.userProfile.actions.edit')}
          </Button>
        ) : null
      }
    >
      <PageFormLoader query={query} loadFailedText={t('pages.userProfile.messages.loadFailed')}>
        {(profile) => (editing ? <ProfileForm profile={profile} onDone={() => setEditing(false)} /> : <ProfileView profile={profile} />)}
      </PageFormLoader>
    </PageFrame>
  )
}

function ProfileView({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation(['user-profile', 'common'])
  const format = useFormatters()
  const styles = useStyles()
  const name = `${profile.firstName} ${profile.lastName}`.trim()
  const picture = safeImageUrl(profile.profilePicture)
  const empty = t('pages.userProfile.view.notSet')
  return (
    <Surface className={styles.card}>
      <div className={styles.top}>
        <Avatar size={96} color="colorful" name={name} image={picture ? { src: picture, alt: '' } : undefined} aria-hidden="true" />
        <div className={styles.identity}>
          <Text as="h2" size={600} weight="semibold">
            {name}
          </Text>
          <Text className={styles.muted}>{profile.email}</Text>
          <div className={styles.roles}>
            {profile.roles.length > 0 ? (
              profile.roles.map((role) => (
                <Badge key={role} appearance="tint" color="brand">
                  {role}
                </Badge>
              ))
            ) : (
              <Badge appearance="outline" color="subtle">
                {t('pages.userProfile.view.roleUndefined')}
              </Badge>
            )}
          </div>
        </div>
      </div>
      <dl className={styles.details}>
        {(
          [
            ['firstName', profile.firstName],
            ['lastName', profile.lastName],
            ['email', profile.email],
            ['phoneNumber', profile.phoneNumber],
            ['jobTitle', profile.jobTitle],
            ['language', t(`common:language.${profile.language}`)],
            ['createdAt', format.date(profile.createdAt) || null],
          ] as const
        ).map(([field, value]) => (
          <div key={field}>
            <dt className={styles.term}>{t(`pages.userProfile.fields.${field}`)}</dt>
            <dd className={styles.definition}>
              <Text>{value || empty}</Text>
            </dd>
          </div>
        ))}
      </dl>
    </Surface>
  )
}

/**
 * The profile on the kit's page form: what was typed stays when a save fails (with the server's
 * message), success shows in the toaster, and leaving with unsaved changes (a link, Back, a
 * reload, Cancel) asks first.
 */
function ProfileForm({ profile, onDone }: { profile: MyProfile; onDone: () => void }) {
  const { t } = useTranslation(['user-profile', 'common'])
  const styles = useStyles()
  const queryClient = useQueryClient()
  const { language: uiLanguage, setLanguage } = useLanguage()
  const update = useUpdateMyProfile()
  const upload = useUploadImage()
  const fileInput = useRef<HTMLInputElement>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  // Which call a failure came from, for the text shown when the server sent none.
  const phase = useRef<'upload' | 'update'>('update')

  const form = useZodForm(profileFormSchema, { defaultValues: toForm(profile) })
  const editor = usePageForm({
    form,
    save: async (values: ProfileFormValues) => {
      let profilePicture = values.removePicture ? null : (profile.profilePicture ?? null)
      if (values.picture) {
        phase.current = 'upload'
        profilePicture = (await upload.mutateAsync({ data: { file: values.picture } })).url
      }
      phase.current = 'update'
      await update.mutateAsync({
        data: {
          firstName: values.firstName,
          lastName: values.lastName,
          phoneNumber: values.phoneNumber || null,
          jobTitle: values.jobTitle || null,
          language: values.language,
          profilePicture,
        },
      })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetMyProfileQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetMenuProfileQueryKey() }),
      ])
    },
    failureKey: () =>
      phase.current === 'upload' ? 'user-profile:pages.userProfile.messages.uploadFailed' : 'user-profile:pages.userProfile.messages.saveFailed',
    successMessage: t('pages.userProfile.messages.saved'),
    onSaved: async (_, values) => {
      if (values.language !== uiLanguage) await setLanguage(values.language)
      onDone()
    },
    onCancel: onDone,
  })

  const [picture, removePicture] = useWatch({ control: form.control, name: ['picture', 'removePicture'] })
  // The preview's object URL is released when replaced and when the form closes.
  const [previewUrl, setPreviewUrl] = useState<string | null>(null)
  const previewRef = useRef<string | null>(null)
  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current)
    previewRef.current = url
    setPreviewUrl(url)
  }
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current)
    },
    [],
  )
  const preview = picture ? previewUrl : null

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen) return
    // The accept attribute is only a hint: a picker can still hand over another type.
    if (checkFile(chosen, PICTURE_RULES)) {
      setFileError(t('pages.userProfile.validation.imageType'))
      return
    }
    setFileError(null)
    form.setValue('removePicture', false, { shouldDirty: true })
    form.setValue('picture', chosen, { shouldDirty: true })
    showPreview(URL.createObjectURL(chosen))
  }

  const busy = editor.submitting
  const current = removePicture ? undefined : (preview ?? safeImageUrl(profile.profilePicture))
  const name = `${profile.firstName} ${profile.lastName}`.trim()
  const languages = useMemo(() => (['tr', 'en'] as const).map((value) => ({ value, label: t(`common:language.${value}`) })), [t])

  return (
    <Surface className={styles.card}>
      <PageForm editor={editor}>
        <div className={styles.picture}>
          <Avatar size={96} color="colorful" name={name} image={current ? { src: current, alt: '' } : undefined} aria-hidden="true" />
          <Field label={t('pages.userProfile.fields.picture')} validationMessage={fileError ?? undefined} hint={t('pages.userProfile.actions.uploadHint')}>
            <div className={styles.pictureActions}>
              <input
                ref={fileInput}
                type="file"
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                className={styles.hidden}
                onChange={onFile}
                tabIndex={-1}
                aria-hidden="true"
              />
              <Button icon={<ImageAddRegular />} onClick={() => fileInput.current?.click()} disabled={busy}>
                {t('pages.userProfile.actions.changePicture')}
              </Button>
              {current ? (
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  disabled={busy}
                  onClick={() => {
                    form.setValue('picture', null, { shouldDirty: true })
                    form.setValue('removePicture', true, { shouldDirty: true })
                    showPreview(null)
                  }}
                >
                  {t('pages.userProfile.actions.removePicture')}
                </Button>
              ) : null}
            </div>
          </Field>
        </div>
        <div className={styles.form}>
          <FormInput
            control={form.control}
            name="firstName"
            label={t('pages.userProfile.fields.firstName')}
            required
            autoComplete="given-name"
            disabled={busy}
          />
          <FormInput
            control={form.control}
            name="lastName"
            label={t('pages.userProfile.fields.lastName')}
            required
            autoComplete="family-name"
            disabled={busy}
          />
          <Field label={t('pages.userProfile.fields.email')} hint={t('pages.userProfile.view.emailHint')}>
            <Input value={profile.email} readOnly />
          </Field>
          <FormInput
            control={form.control}
            name="phoneNumber"
            label={t('pages.userProfile.fields.phoneNumber')}
            hint={t('pages.userProfile.view.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            disabled={busy}
          />
          <FormInput control={form.control} name="jobTitle" label={t('pages.userProfile.fields.jobTitle')} autoComplete="organization-title" disabled={busy} />
          <FormSelect control={form.control} name="language" label={t('pages.userProfile.fields.language')} options={languages} disabled={busy} />
        </div>
      </PageForm>
    </Surface>
  )
}
