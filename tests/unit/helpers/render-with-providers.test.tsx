import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useNotify } from '@/shared/feedback'
import { createTestI18n, takeMissingKeys } from '@tests/i18n'
import { renderWithProviders } from '@tests/render'

const useStyles = makeStyles({ brand: { color: tokens.colorBrandForeground1 } })

function Probe() {
  const { t } = useTranslation(['common', 'breadcrumb'])
  const location = useLocation()
  const params = useParams()
  const notify = useNotify()
  const query = useQuery({ queryKey: ['probe'], queryFn: () => Promise.reject(new Error('boom')) })
  const styles = useStyles()
  return (
    <div>
      <h1 className={styles.brand}>{t('notFound.title')}</h1>
      <p>{t('breadcrumb:segments.dashboard')}</p>
      <p data-testid="where">{`${location.pathname}${location.search}|${params.id ?? ''}`}</p>
      <p data-testid="query">{query.status}</p>
      <Button onClick={() => notify.success(t('actions.save'))}>{t('actions.edit')}</Button>
    </div>
  )
}

describe('renderWithProviders', () => {
  it('translates synchronously in Turkish by default, routes, and shows toasts', async () => {
    const { user } = renderWithProviders(<Probe />, { route: '/users/42?channelId=7', path: '/users/:id' })
    expect(screen.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeTruthy()
    expect(screen.getByText('Kontrol Paneli')).toBeTruthy()
    expect(screen.getByTestId('where').textContent).toBe('/users/42?channelId=7|42')
    await user.click(screen.getByRole('button', { name: 'Düzenle' }))
    expect(await screen.findByText('Kaydet')).toBeTruthy()
  })

  it('renders English and the dark theme on request, and queries do not retry', async () => {
    renderWithProviders(<Probe />, { language: 'en', theme: 'dark' })
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(await screen.findByText('error')).toBeTruthy()
  })

  it('records a key that no locale file holds (the afterEach hook then fails the test)', () => {
    const i18n = createTestI18n('en')
    i18n.t('common:no.such.key')
    expect(takeMissingKeys()).toEqual(['en:common:no.such.key'])
  })
})
