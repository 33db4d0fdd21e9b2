import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  OverlayDrawer,
  Spinner,
  tokens,
  type DrawerProps,
} from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormEditor } from './use-form-editor'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalL },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
})

export interface FormDrawerProps {
  open: boolean
  title: string
  editor: FormEditor
  submitLabel?: string
  size?: DrawerProps['size']
  /** While the record loads: a spinner instead of the form. */
  loading?: boolean
  /** The record could not be loaded: this instead of the form. */
  failure?: ReactNode
  children: ReactNode
}

/**
 * An edit form in a side panel: header with close, the server's error above the fields, the
 * fields, Cancel / Save at the bottom. Closing with unsaved input asks first.
 */
export function FormDrawer({ open, title, editor, submitLabel, size = 'medium', loading, failure, children }: FormDrawerProps) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  const formId = useId()
  const ready = !loading && !failure
  return (
    <>
      <OverlayDrawer
        open={open}
        position="end"
        size={size}
        modalType="modal"
        onOpenChange={(_, data) => {
          if (!data.open) void editor.requestClose()
        }}
        aria-label={title}
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            action={<Button appearance="subtle" aria-label={t('form.close')} icon={<DismissRegular />} onClick={() => void editor.requestClose()} />}
          >
            {title}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          {loading ? <Spinner label={t('states.loading')} /> : null}
          {failure}
          {ready ? (
            <form id={formId} className={styles.form} noValidate onSubmit={(event) => void editor.submit(event)}>
              {editor.serverError ? (
                <MessageBar intent="error" layout="multiline" role="alert" data-testid="form-server-error">
                  <MessageBarBody>
                    <MessageBarTitle>{t('form.saveFailedTitle')}</MessageBarTitle>
                    {editor.serverError}
                  </MessageBarBody>
                  <MessageBarActions
                    containerAction={<Button appearance="transparent" aria-label={t('form.dismiss')} icon={<DismissRegular />} onClick={editor.dismissServerError} />}
                  />
                </MessageBar>
              ) : null}
              {children}
            </form>
          ) : null}
        </DrawerBody>
        <DrawerFooter className={styles.footer}>
          <Button appearance="secondary" onClick={() => void editor.requestClose()}>
            {t('form.cancel')}
          </Button>
          {ready ? (
            <Button appearance="primary" type="submit" form={formId} disabled={editor.submitting} icon={editor.submitting ? <Spinner size="tiny" /> : undefined}>
              {submitLabel ?? t('form.save')}
            </Button>
          ) : null}
        </DrawerFooter>
      </OverlayDrawer>
      {editor.dialogs}
    </>
  )
}
