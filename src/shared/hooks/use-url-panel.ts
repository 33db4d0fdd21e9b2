import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'

interface PanelState {
  /** The panel was opened by this app (a history entry we pushed), so closing can go back. */
  panelOpened?: string
}

/**
 * A side panel (editor, detail) named by one query parameter, e.g. `?editor=new` or
 * `?editor=<id>`: a reload or a shared link reopens it, Back closes it. Opening adds a history
 * entry; closing steps back over it when we added it, and otherwise removes the parameter.
 */
export interface UrlPanel {
  value: string | null
  open(value: string): void
  close(): void
  /** Closes this panel and opens another in its place (e.g. "create role" → its permissions). */
  handOver(nextParam: string, value: string): void
}

export function useUrlPanel(param: string): UrlPanel {
  const [searchParams, setSearchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const value = searchParams.get(param)

  const open = useCallback(
    (next: string) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous)
          params.set(param, next)
          return params
        },
        { state: { panelOpened: param } satisfies PanelState, preventScrollReset: true },
      )
    },
    [param, setSearchParams],
  )

  const close = useCallback(() => {
    if ((location.state as PanelState | null)?.panelOpened === param) {
      void navigate(-1)
      return
    }
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous)
        params.delete(param)
        return params
      },
      { replace: true, preventScrollReset: true },
    )
  }, [location.state, navigate, param, setSearchParams])

  const handOver = useCallback(
    (nextParam: string, next: string) => {
      const pushed = (location.state as PanelState | null)?.panelOpened === param
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous)
          params.delete(param)
          params.set(nextParam, next)
          return params
        },
        // Same history entry: Back from the next panel returns to where this one was opened.
        { replace: true, state: pushed ? ({ panelOpened: nextParam } satisfies PanelState) : null, preventScrollReset: true },
      )
    },
    [location.state, param, setSearchParams],
  )

  return useMemo(() => ({ value, open, close, handOver }), [value, open, close, handOver])
}
