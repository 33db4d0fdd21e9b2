import { describe, expect, it } from 'vitest'
import { backgroundOf } from './chart-export'

describe('chart export', () => {
  it('draws the picture on the card’s colour (the figure is transparent), white when nothing has one', () => {
    const card = document.createElement('div')
    card.style.backgroundColor = 'rgb(41, 41, 41)'
    const figure = document.createElement('figure')
    figure.style.backgroundColor = 'rgba(0, 0, 0, 0)'
    card.append(figure)
    document.body.append(card)
    expect(backgroundOf(figure)).toBe('rgb(41, 41, 41)')
    const loose = document.createElement('figure')
    document.body.append(loose)
    expect(backgroundOf(loose)).toBe('#ffffff')
  })
})
