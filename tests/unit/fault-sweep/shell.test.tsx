import { defineSweep } from './sweep'

defineSweep('shell')
