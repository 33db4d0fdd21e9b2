import { defineSweep } from './sweep'

defineSweep('tools')
