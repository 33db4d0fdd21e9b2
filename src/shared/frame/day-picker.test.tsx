import { Field } from '@fluentui/react-components'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { DayPicker } from './day-picker'

function Probe({ initial }: { initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial)
  const [invalid, setInvalid] = useState(false)
  const [ticks, setTicks] = useState(0)
  return (
    <>
      <Field label="Gün">
        <DayPicker value={value} onChange={setValue} onInvalid={setInvalid} />
      </Field>
      <output data-testid="value">{value ?? 'none'}</output>
      <output data-testid="invalid">{String(invalid)}</output>
      <button type="button">elsewhere</button>
      <output data-testid="ticks">{ticks}</output>
      <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => setTicks((n) => n + 1)}>
        re-render
      </button>
    </>
  )
}

const box = () => screen.getByRole('combobox', { name: 'Gün' }) as HTMLInputElement
const value = () => screen.getByTestId('value').textContent

describe('DayPicker', () => {
  it('reads and writes days in the Turkish pattern, keeps the ISO value, and opens a Turkish calendar that starts on Monday', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Probe initial="2026-03-05" />, { language: 'tr' })
    expect(box().value).toBe('05.03.2026')
    expect(box().placeholder).toBe('gg.aa.yyyy')

    await user.clear(box())
    await user.type(box(), '9.4.2026')
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(value()).toBe('2026-04-09')
    expect(box().value).toBe('09.04.2026')

    await user.click(box())
    await user.keyboard('{ArrowDown}')
    const calendar = await screen.findByRole('dialog', { name: 'Takvim' })
    expect(within(calendar).getByText('Nisan 2026')).toBeTruthy()
    const headers = within(calendar)
      .getAllByRole('columnheader')
      .map((cell) => cell.getAttribute('title') ?? cell.textContent)
    expect(headers[0]).toBe('Pazartesi')
    expect(headers[6]).toBe('Pazar')
    expect(within(calendar).getByRole('button', { name: 'Bugüne git' })).toBeTruthy()
    expect(within(calendar).getByRole('button', { name: /^Önceki ay/ })).toBeTruthy()
    // The day buttons are named in Turkish too.
    await user.click(within(calendar).getByRole('button', { name: '10, Nisan, 2026' }))
    await waitFor(() => expect(value()).toBe('2026-04-10'))
    expect(box().value).toBe('10.04.2026')
  })

  it('reads the English pattern (month first) and starts the week on Sunday', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Probe />, { language: 'en' })
    expect(box().placeholder).toBe('mm/dd/yyyy')
    await user.type(box(), '03/05/2026')
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(value()).toBe('2026-03-05')

    await user.click(box())
    await user.keyboard('{ArrowDown}')
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' })
    expect(within(calendar).getByText('March 2026')).toBeTruthy()
    const first = within(calendar).getAllByRole('columnheader')[0]!
    expect(first.getAttribute('title') ?? first.textContent).toBe('Sunday')
    expect(within(calendar).getByRole('button', { name: 'Go to today' })).toBeTruthy()
  })

  it('keeps what is being typed when the page renders again meanwhile', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Probe />, { language: 'tr' })
    await user.type(box(), '07.0')
    await user.click(screen.getByRole('button', { name: 're-render' }))
    expect(screen.getByTestId('ticks').textContent).toBe('1')
    await user.type(box(), '8.2026')
    expect(box().value).toBe('07.08.2026')
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(value()).toBe('2026-08-07')
  })

  it('says when the typed text is not a day, and keeps the last good value', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Probe initial="2026-03-05" />, { language: 'tr' })
    await user.clear(box())
    await user.type(box(), '31.02.2026')
    fireEvent.blur(box())
    await waitFor(() => expect(screen.getByTestId('invalid').textContent).toBe('true'))
    expect(value()).toBe('2026-03-05')
  })
})
