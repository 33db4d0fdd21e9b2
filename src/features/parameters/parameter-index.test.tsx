import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { permissionsHandler, server } from '@tests/msw'
import { renderWithProviders } from '@tests/render'
import { signInLocally } from '@tests/session'
import { PARAMETER_ORDER } from './access'
import { ParameterIndex } from './parameter-index'

beforeEach(() => {
  signInLocally({ role: 'editor' }, 'e@d.l')
})

describe('the dynamicParameter index', () => {
  it.each(PARAMETER_ORDER.map((entry) => [entry.permission, entry.path] as const))('with only %s goes to %s', async (permission, path) => {
    server.use(permissionsHandler([permission]))
    const tree = (
      <Routes>
        <Route path="/dynamicParameter">
          <Route index element={<ParameterIndex />} />
          <Route path={path} element={<p data-testid="list">{path}</p>} />
        </Route>
      </Routes>
    )
    renderWithProviders(tree, { route: '/dynamicParameter' })
    expect((await screen.findByTestId('list')).textContent).toBe(path)
  })

  it('stays, saying why, without a parameter permission', async () => {
    server.use(permissionsHandler(['director_read']))
    const tree = (
      <Routes>
        <Route path="/dynamicParameter" element={<ParameterIndex />} />
      </Routes>
    )
    renderWithProviders(tree, { route: '/dynamicParameter' })
    expect(await screen.findByText(/Rolleriniz hiçbir parametre listesini içermiyor/)).toBeTruthy()
  })
})
