import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { ArrowClockwiseRegular, ArrowUndoRegular, SaveRegular } from '@fluentui/react-icons'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { getGetNotificationEnumKeyValueListQueryKey, useGetNotificationEnumKeyValueList } from '@/api/generated/notification/endpoints/commons/commons'
import {
  getGetNotificationPreferencesQueryKey,
  useGetNotificationPreferences,
  useUpdateNotificationPreferences,
} from '@/api/generated/notification/endpoints/notification-preferences/notification-preferences'
import type { NotificationPreference } from '@/api/generated/notification/model'
import { UpdateNotificationPreferencesBody } from '@/api/generated/notification/zod/notification-preferences/notification-preferences.zod'
import { describeError } from '@/lib/error-text'
import { EmptyState, LoadFailure, useNotify } from '@/shared/feedback'
import { useUnsavedChangesGuard, useZodForm } from '@/shared/form'
import { useOptionList } from '@/shared/options'
import { PageFrame } from '@/shared/frame'
import { invalidateNotificationLists } from '../notification-queries'
import { knownTypeKey, typeKeyLabel } from '../notification-text'
import { TypeKeyIcon } from '../type-key-icon'

const useStyles = makeStyles({
  table: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium },
  kind: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, paddingBlock: tokens.spacingVerticalS },
  kindIcon: { fontSize: tokens.fontSizeBase500, color: tokens.colorBrandForeground1, flexShrink: 0, marginTop: tokens.spacingVerticalXXS },
  kindText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  description: { color: tokens.colorNeutralForeground3 },
  // Narrow screens (375 px): the switch columns give the kind's name the room it needs.
  switchColumn: { width: '140px', '@media (max-width: 599px)': { width: '88px', paddingInline: tokens.spacingHorizontalXS } },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3 },
  spacer: { flexGrow: 1 },
  kindsState: { marginBottom: tokens.spacingVerticalS },
})

type FormValues = { items: NotificationPreference[] }

/** Spec §7: enum lists are asked for with index 0 and size 10000. */
const KIND_PARAMS = { Index: 0, Size: 10000 }

/** /profile/notification-preferences: per kind, in the app and by e-mail (contract). */
export function NotificationPreferencesScreen() {
  const { t, i18n } = useTranslation(['notifications', 'common'])
  const styles = useStyles()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const preferences = useGetNotificationPreferences()
  // Names come in the request's language, so the language is part of the key.
  // The kinds' names as the server words them; until they come (or if they cannot), the client's
  // own names stand in, and the state shows above the table (loading, or the reason and a Retry).
  const kinds = useOptionList(
    useGetNotificationEnumKeyValueList('NotificationTypeKey', KIND_PARAMS, {
      query: { staleTime: Infinity, queryKey: [...getGetNotificationEnumKeyValueListQueryKey('NotificationTypeKey', KIND_PARAMS), i18n.language] },
    }),
  )
  const save = useUpdateNotificationPreferences()
  const form = useZodForm(UpdateNotificationPreferencesBody, { defaultValues: { items: [] } })
  const { fields } = useFieldArray({ control: form.control, name: 'items' })
  const [failure, setFailure] = useState<string | null>(null)
  const dirty = form.formState.isDirty
  const guard = useUnsavedChangesGuard(dirty)

  // Take the server's values as the baseline, unless the user is in the middle of changing them
  // (a refetch never overwrites unsaved choices).
  const serverItems = preferences.data?.items
  useEffect(() => {
    if (serverItems && !form.formState.isDirty) form.reset({ items: serverItems.map(({ typeKey, inApp, email }) => ({ typeKey, inApp, email })) })
  }, [serverItems, form])

  const serverName = (typeKey: string) => kinds.labelOf(typeKey)

  const onSubmit = form.handleSubmit(async (values: FormValues) => {
    setFailure(null)
    try {
      await save.mutateAsync({ data: values })
      form.reset(values)
      notify.success(t('preferences.saved'))
      void queryClient.invalidateQueries({ queryKey: getGetNotificationPreferencesQueryKey() })
      // Kinds switched off in the app leave the list and the bell.
      void invalidateNotificationLists(queryClient)
    } catch (error) {
      const { serverMessage, messageKey } = describeError(error)
      const detail = serverMessage ?? (messageKey ? t(`common:${messageKey}`) : undefined)
      setFailure(detail ?? '')
      notify.error(t('preferences.saveFailed'), { body: detail })
    }
  })

  const discard = () => {
    setFailure(null)
    form.reset({ items: (serverItems ?? []).map(({ typeKey, inApp, email }) => ({ typeKey, inApp, email })) })
  }

  let content
  if (preferences.isPending) {
    content = <Spinner label={t('common:states.loading')} />
  } else if (preferences.isError) {
    content = (
      <div role="alert">
        <EmptyState
          title={t('preferences.loadFailed')}
          actions={
            <Button icon={<ArrowClockwiseRegular />} onClick={() => void preferences.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        />
      </div>
    )
  } else if (fields.length === 0) {
    content = <EmptyState title={t('preferences.empty')} />
  } else {
    content = (
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Table className={styles.table} aria-label={t('preferences.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('preferences.kind')}</TableHeaderCell>
              <TableHeaderCell className={styles.switchColumn}>{t('preferences.inApp')}</TableHeaderCell>
              <TableHeaderCell className={styles.switchColumn}>{t('preferences.email')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {fields.map((field, index) => {
              const label = typeKeyLabel(field.typeKey, t, serverName(field.typeKey))
              const known = knownTypeKey(field.typeKey)
              return (
                <TableRow key={field.id} data-testid={`preference-${field.typeKey}`}>
                  <TableCell>
                    <div className={styles.kind}>
                      <TypeKeyIcon typeKey={field.typeKey} className={styles.kindIcon} />
                      <span className={styles.kindText}>
                        <Text weight="semibold">{label}</Text>
                        {known ? (
                          <Text size={200} className={styles.description}>
                            {t(`types.${known}.description`)}
                          </Text>
                        ) : null}
                      </span>
                    </div>
                  </TableCell>
                  <TableCell className={styles.switchColumn}>
                    <Controller
                      control={form.control}
                      name={`items.${index}.inApp`}
                      render={({ field: control }) => (
                        <Switch
                          checked={Boolean(control.value)}
                          onChange={(_, data) => control.onChange(data.checked)}
                          onBlur={control.onBlur}
                          aria-label={t('preferences.inAppFor', { kind: label })}
                        />
                      )}
                    />
                  </TableCell>
                  <TableCell className={styles.switchColumn}>
                    <Controller
                      control={form.control}
                      name={`items.${index}.email`}
                      render={({ field: control }) => (
                        <Switch
                          checked={Boolean(control.value)}
                          onChange={(_, data) => control.onChange(data.checked)}
                          onBlur={control.onBlur}
                          aria-label={t('preferences.emailFor', { kind: label })}
                        />
                      )}
                    />
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
        <div className={styles.footer}>
          <Text size={200} className={styles.hint}>
            {t('preferences.inAppHint')}
          </Text>
          <span className={styles.spacer} />
          {dirty ? (
            <Text size={200} aria-live="polite">
              {t('preferences.unsaved')}
            </Text>
          ) : null}
          <Button icon={<ArrowUndoRegular />} disabled={!dirty || save.isPending} onClick={discard}>
            {t('preferences.discard')}
          </Button>
          <Button type="submit" appearance="primary" icon={save.isPending ? <Spinner size="tiny" /> : <SaveRegular />} disabled={!dirty || save.isPending}>
            {t('preferences.save')}
          </Button>
        </div>
      </form>
    )
  }

  const kindsState = kinds.error ? (
    <LoadFailure className={styles.kindsState} title={t('preferences.kindsFailed')} error={kinds.error} retrying={kinds.retrying} onRetry={kinds.retry} />
  ) : kinds.loading && !preferences.isPending ? (
    <Spinner className={styles.kindsState} size="extra-tiny" labelPosition="after" label={t('preferences.kindsLoading')} />
  ) : null

  return (
    <PageFrame title={t('preferences.title')} subtitle={t('preferences.subtitle')}>
      {failure !== null ? (
        <MessageBar intent="error" data-testid="preferences-failure">
          <MessageBarBody>
            <MessageBarTitle>{t('preferences.saveFailed')}</MessageBarTitle>
            {failure}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {kindsState}
      {content}
      {guard.prompt}
    </PageFrame>
  )
}
