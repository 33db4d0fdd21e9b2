import { screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { grantOnly } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { PARAMETER_ORDER } from './access'
import { ParameterIndex } from './parameter-index'

const EDITOR = 'editor@demo.local'
let gateway: MockGateway

beforeEach(() => {
  gateway = createGateway()
})

/** The index for the editor account holding exactly `permissions` (the gateway answers its permission list). */
function renderIndex(ui: ReactElement, permissions: string[]) {
  grantOnly(gateway.db, EDITOR, permissions)
  return renderScreen(ui, { gateway, signedInAs: EDITOR, route: '/dynamicParameter' })
}

describe('the dynamicParameter index', () => {
  it.each(PARAMETER_ORDER.map((entry) => [entry.permission, entry.path] as const))('with only %s goes to %s', async (permission, path) => {
    await renderIndex(
      <Routes>
        <Route path="/dynamicParameter">
          <Route index element={<ParameterIndex />} />
          <Route path={path} element={<p data-testid="list">{path}</p>} />
        </Route>
      </Routes>,
      [permission],
    )
    expect((await screen.findByTestId('list')).textContent).toBe(path)
  })

  it('stays, saying why, without a parameter permission', async () => {
    await renderIndex(
      <Routes>
        <Route path="/dynamicParameter" element={<ParameterIndex />} />
      </Routes>,
      ['director_read'],
    )
    expect(await screen.findByText(/Rolleriniz hiçbir parametre listesini içermiyor/)).toBeTruthy()
  })
})
