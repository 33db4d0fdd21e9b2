import { FluentProvider } from '@fluentui/react-components'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { themeFor } from '@/shared/theme'
import { ChoiceButtons } from './choice-buttons'

describe('ChoiceButtons', () => {
  it('is a labelled group of toggle buttons with the chosen one pressed', async () => {
    const onChange = vi.fn()
    render(
      <FluentProvider theme={themeFor('light')}>
        <ChoiceButtons label="Period" value={30} onChange={onChange} choices={[7, 30, 90].map((value) => ({ value, label: `${value} days` }))} />
      </FluentProvider>,
    )
    expect(screen.getByRole('group', { name: 'Period' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '30 days', pressed: true })).toBeTruthy()
    expect(screen.getByRole('button', { name: '7 days', pressed: false })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '90 days' }))
    expect(onChange).toHaveBeenCalledWith(90)
  })
})
