import { Combobox, Field } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { renderWithProviders } from '@tests/render'
import { QueryFailure, useQueryFieldState } from './load-state'

/** A query the test answers by hand: `answers` is read at each fetch. */
function useScripted(answers: { fail: boolean }) {
  return useQuery({
    queryKey: ['scripted'],
    queryFn: async () => {
      if (answers.fail) throw new ApiError('Bakımda', { kind: 'http', status: 503, serverMessage: 'Bakımda' })
      return ['Atlas']
    },
  })
}

function Block({ answers }: { answers: { fail: boolean } }) {
  const query = useScripted(answers)
  if (query.isError) return <QueryFailure query={query} title="Kanallar yüklenemedi." />
  return <p>{query.data ? query.data.join(', ') : 'bekleniyor'}</p>
}

function Picker({ answers }: { answers: { fail: boolean } }) {
  const query = useScripted(answers)
  return (
    <Field label="Kanal" {...useQueryFieldState(query, 'Kanallar yüklenemedi.')}>
      <Combobox placeholder="Kanal ara" />
    </Field>
  )
}

describe('load states', () => {
  it('a failed block says what failed with the server’s words, and its Retry brings the data', async () => {
    const answers = { fail: true }
    const { user } = renderWithProviders(<Block answers={answers} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Kanallar yüklenemedi.')
    expect(alert.textContent).toContain('Bakımda')
    answers.fail = false
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    expect(await screen.findByText('Atlas')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a picker shows a spinner while its options load, and the failure with a Retry under it', async () => {
    const answers = { fail: true }
    const { user } = renderWithProviders(<Picker answers={answers} />)
    expect(screen.getByRole('progressbar')).toBeTruthy()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Kanallar yüklenemedi. Bakımda')
    answers.fail = false
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
