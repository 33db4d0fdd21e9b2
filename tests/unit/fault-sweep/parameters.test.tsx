import { defineSweep } from './sweep'

defineSweep('parameters')
