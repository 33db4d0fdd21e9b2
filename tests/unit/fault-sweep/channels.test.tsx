import { defineSweep } from './sweep'

defineSweep('channels')
