import { zodResolver } from '@hookform/resolvers/zod'
import {
  Avatar,
  Badge,
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Option,
  Skeleton,
  SkeletonItem,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { DeleteRegular, EditRegular, ImageAddRegular } from '@fluentui/react-icons'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useUploadImage } from '@/api/generated/channel/endpoints/commons/commons'
import {
  getGetMenuProfileQueryKey,
  getGetMyProfileQueryKey,
  useGetMyProfile,
  useUpdateMyProfile,
} from '@/api/generated/identity/endpoints/account/account'
import type { MyProfile } from '@/api/generated/identity/model'
import { safeImageUrl } from '@/shared/ui/avatar/safe-image-url'
import { useLanguage } from '@/shared/ui/language/use-language'
import { PageFrame } from '@/shared/ui/page-frame/page-frame'
import { Surface } from '@/shared/ui/surface/surface'
import { useNotify } from '@/shared/ui/toasts/use-notify'
import { ACCEPTED_IMAGE_TYPES, profileFormSchema, type ProfileFormValues } from './profile-schema'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '880px' },
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap' },
  identity: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flex: '1 1 240px', minWidth: 0, '& h2': { margin: 0 } },
  roles: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  details: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  definition: { margin: 0, overflowWrap: 'anywhere' },
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))', gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}` },
  picture: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  pictureActions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
  hidden: { display: 'none' },
  formBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '880px' },
})

const toForm = (profile: MyProfile): ProfileFormValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phoneNumber: profile.phoneNumber ?? '',
  jobTitle: profile.jobTitle ?? '',
  language: profile.language,
})

/** /profile/profile-information: the signed-in user's own profile, to view and edit. */
export function ProfileInformationScreen() {
  const { t } = useTranslation(['user-profile', 'breadcrumb', 'common'])
  const styles = useStyles()
  const query = useGetMyProfile()
  const [editing, setEditing] = useState(false)

  if (query.isPending) {
    return (
      <PageFrame title={t('breadcrumb:segments.profile-information')}>
        <Skeleton className={styles.skeleton} aria-label={t('common:states.loading')}>
          <SkeletonItem shape="circle" size={96} />
          <SkeletonItem size={24} />
          <SkeletonItem size={16} />
          <SkeletonItem size={16} />
        </Skeleton>
      </PageFrame>
    )
  }
  if (query.isError) {
    return (
      <PageFrame title={t('breadcrumb:segments.profile-information')}>
        <MessageBar intent="error">
          <MessageBarBody>{query.error.serverMessage ?? t('pages.userProfile.messages.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      </PageFrame>
    )
  }
  return (
    <PageFrame
      title={t('breadcrumb:segments.profile-information')}
      subtitle={t('pages.userProfile.subtitle')}
      actions={
        editing ? null : (
          <Button appearance="primary" icon={<EditRegular />} onClick={() => setEditing(true)}>
            {t('pages.userProfile.actions.edit')}
          </Button>
        )
      }
    >
      {editing ? <ProfileForm profile={query.data} onDone={() => setEditing(false)} /> : <ProfileView profile={query.data} />}
    </PageFrame>
  )
}

function ProfileView({ profile }: { profile: MyProfile }) {
  const { t, i18n } = useTranslation(['user-profile', 'common'])
  const styles = useStyles()
  const name = `${profile.firstName} ${profile.lastName}`.trim()
  const picture = safeImageUrl(profile.profilePicture)
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'tr-TR', { dateStyle: 'long' })
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
            ['createdAt', profile.createdAt ? date.format(new Date(profile.createdAt)) : null],
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

function ProfileForm({ profile, onDone }: { profile: MyProfile; onDone: () => void }) {
  const { t } = useTranslation(['user-profile', 'common'])
  const styles = useStyles()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const { language: uiLanguage, setLanguage } = useLanguage()
  const update = useUpdateMyProfile()
  const upload = useUploadImage()
  const fileInput = useRef<HTMLInputElement>(null)
  const fileHintId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [removePicture, setRemovePicture] = useState(false)
  const [fileError, setFileError] = useState<string | null>(null)
  const [saveError, setSaveError] = useState<string | null>(null)

  const { control, handleSubmit, formState } = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: toForm(profile) })

  // The preview's object URL is released when replaced and when the form closes.
  const previewRef = useRef<string | null>(null)
  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current)
    previewRef.current = url
    setPreview(url)
  }
  useEffect(() => () => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current)
  }, [])

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen) return
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      setFileError(t('pages.userProfile.validation.imageType'))
      return
    }
    setFileError(null)
    setRemovePicture(false)
    setFile(chosen)
    showPreview(URL.createObjectURL(chosen))
  }

  const busy = formState.isSubmitting || update.isPending || upload.isPending
  const current = removePicture ? undefined : (preview ?? safeImageUrl(profile.profilePicture))
  const name = `${profile.firstName} ${profile.lastName}`.trim()

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null)
    let profilePicture = removePicture ? null : (profile.profilePicture ?? null)
    if (file) {
      try {
        profilePicture = (await upload.mutateAsync({ data: { file } })).url
      } catch (error) {
        // What the user typed stays in the form; only the message is new.
        setSaveError((error as { serverMessage?: string }).serverMessage ?? t('pages.userProfile.messages.uploadFailed'))
        return
      }
    }
    try {
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
    } catch (error) {
      setSaveError((error as { serverMessage?: string }).serverMessage ?? t('pages.userProfile.messages.saveFailed'))
      return
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetMyProfileQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getGetMenuProfileQueryKey() }),
    ])
    notify.success(t('pages.userProfile.messages.saved'))
    if (values.language !== uiLanguage) await setLanguage(values.language)
    onDone()
  })

  const message = (key?: string) => (key ? t(key) : undefined)

  return (
    <Surface className={styles.card}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
        <div className={styles.formBody}>
          {saveError ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{saveError}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.picture}>
            <Avatar size={96} color="colorful" name={name} image={current ? { src: current, alt: '' } : undefined} aria-hidden="true" />
            <Field label={t('pages.userProfile.fields.picture')} validationMessage={fileError ?? undefined} hint={t('pages.userProfile.actions.uploadHint')}>
              <div className={styles.pictureActions}>
                <input ref={fileInput} type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} className={styles.hidden} onChange={onFile} aria-describedby={fileHintId} tabIndex={-1} />
                <Button icon={<ImageAddRegular />} onClick={() => fileInput.current?.click()} disabled={busy}>
                  {t('pages.userProfile.actions.changePicture')}
                </Button>
                {current ? (
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    disabled={busy}
                    onClick={() => {
                      setFile(null)
                      showPreview(null)
                      setRemovePicture(true)
                    }}
                  >
                    {t('pages.userProfile.actions.removePicture')}
                  </Button>
                ) : null}
              </div>
            </Field>
          </div>
          <div className={styles.form}>
            <Controller
              name="firstName"
              control={control}
              render={({ field, fieldState }) => (
                <Field label={t('pages.userProfile.fields.firstName')} required validationMessage={message(fieldState.error?.message)}>
                  <Input {...field} autoComplete="given-name" disabled={busy} />
                </Field>
              )}
            />
            <Controller
              name="lastName"
              control={control}
              render={({ field, fieldState }) => (
                <Field label={t('pages.userProfile.fields.lastName')} required validationMessage={message(fieldState.error?.message)}>
                  <Input {...field} autoComplete="family-name" disabled={busy} />
                </Field>
              )}
            />
            <Field label={t('pages.userProfile.fields.email')} hint={t('pages.userProfile.view.emailHint')}>
              <Input value={profile.email} readOnly />
            </Field>
            <Controller
              name="phoneNumber"
              control={control}
              render={({ field, fieldState }) => (
                <Field label={t('pages.userProfile.fields.phoneNumber')} validationMessage={message(fieldState.error?.message)} hint={t('pages.userProfile.view.phoneHint')}>
                  <Input {...field} type="tel" autoComplete="tel" inputMode="tel" disabled={busy} />
                </Field>
              )}
            />
            <Controller
              name="jobTitle"
              control={control}
              render={({ field, fieldState }) => (
                <Field label={t('pages.userProfile.fields.jobTitle')} validationMessage={message(fieldState.error?.message)}>
                  <Input {...field} autoComplete="organization-title" disabled={busy} />
                </Field>
              )}
            />
            <Controller
              name="language"
              control={control}
              render={({ field }) => (
                <Field label={t('pages.userProfile.fields.language')}>
                  <Dropdown
                    value={t(`common:language.${field.value}`)}
                    selectedOptions={[field.value]}
                    onOptionSelect={(_, data) => field.onChange(data.optionValue)}
                    disabled={busy}
                  >
                    <Option value="tr">{t('common:language.tr')}</Option>
                    <Option value="en">{t('common:language.en')}</Option>
                  </Dropdown>
                </Field>
              )}
            />
          </div>
          <div className={styles.actions}>
            <Button onClick={onDone} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {t('common:actions.save')}
            </Button>
          </div>
        </div>
      </form>
    </Surface>
  )
}
