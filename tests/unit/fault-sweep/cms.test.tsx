import { defineSweep } from './sweep'

defineSweep('cms')
