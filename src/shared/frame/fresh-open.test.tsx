import { act, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { freshOpenState, useFreshOpenKey } from './fresh-open'

let mounts = 0
function Page() {
  useEffect(() => {
    mounts += 1
  }, [])
  return null
}

const handle: { navigate?: ReturnType<typeof useNavigate> } = {}
function Keyed() {
  const navigate = useNavigate()
  useEffect(() => {
    handle.navigate = navigate
  }, [navigate])
  const key = useFreshOpenKey()
  return (
    <>
      <output data-testid="key">{key}</output>
      <Page key={key} />
    </>
  )
}

const key = () => screen.getByTestId('key').textContent

describe('useFreshOpenKey', () => {
  it('starts the page over only for a new fresh-open request, not for other navigation or Back', async () => {
    mounts = 0
    renderWithProviders(<Keyed />, { route: '/organization' })
    expect([key(), mounts]).toEqual(['0', 1])

    await act(() => handle.navigate!('/organization?status=active'))
    expect([key(), mounts]).toEqual(['0', 1])

    await act(() => handle.navigate!('/organization', { state: freshOpenState() }))
    expect([key(), mounts]).toEqual(['1', 2])

    await act(() => handle.navigate!('/organization?page=2'))
    await act(() => handle.navigate!('/organization', { state: freshOpenState() }))
    expect([key(), mounts]).toEqual(['2', 3])

    // Back to the entry of the first request: an older token, so the page stays as it is.
    await act(() => handle.navigate!(-2))
    expect([key(), mounts]).toEqual(['2', 3])
  })
})
