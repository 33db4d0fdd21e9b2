import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { Footer } from './footer'

describe('the footer (spec §2)', () => {
  it('says all rights are reserved in the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'))
    renderWithProviders(<Footer />)
    expect(screen.getByText('© 2031 Tüm hakları saklıdır.')).toBeTruthy()
  })

  it('offers Türkçe and English and switches the interface language', async () => {
    const { user, i18n } = renderWithProviders(<Footer />)
    const select = screen.getByRole('combobox', { name: 'Dil' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Türkçe'])
    expect((select as HTMLSelectElement).value).toBe('tr')

    await user.selectOptions(select, 'English')
    const year = new Date().getFullYear()
    expect(await screen.findByText(`© ${year} All rights reserved.`)).toBeTruthy()
    expect(i18n.language).toBe('en')
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('en')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Türkçe')
    expect(await screen.findByText(`© ${year} Tüm hakları saklıdır.`)).toBeTruthy()
  })
})
