import { defineSweep } from './sweep'

defineSweep('admin')
