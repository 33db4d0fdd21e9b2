import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { ConfirmDialog } from './confirm-dialog'

export interface ConfirmRequest {
  title: string
  message: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  destructive?: boolean
}

/**
 * `const [confirm, confirmDialog] = useConfirm()`: render `confirmDialog` once, then
 * `if (await confirm({...}))` anywhere in handlers. No provider needed.
 */
export function useConfirm(): [confirm: (request: ConfirmRequest) => Promise<boolean>, dialog: ReactElement] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null)
  // The last request stays in state while the dialog animates out, so its text does not blank.
  const [open, setOpen] = useState(false)
  const resolver = useRef<((value: boolean) => void) | null>(null)

  const settle = useCallback((value: boolean) => {
    resolver.current?.(value)
    resolver.current = null
    setOpen(false)
  }, [])

  const confirm = useCallback((next: ConfirmRequest) => {
    // A second request while one is open answers the first with "no".
    resolver.current?.(false)
    setRequest(next)
    setOpen(true)
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve
    })
  }, [])

  const dialog = (
    <ConfirmDialog
      open={open}
      title={request?.title ?? ''}
      message={request?.message ?? null}
      confirmLabel={request?.confirmLabel}
      cancelLabel={request?.cancelLabel}
      destructive={request?.destructive}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  )
  return [confirm, dialog]
}
