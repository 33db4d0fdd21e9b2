/** Channels and CMS: the CMS accounts, one CMS's management pages, my channels and the channel-detail pages. */
export { routes } from './routes'
export { menu } from './menu'
export { UploadTray } from './content-upload/lazy-entries'
