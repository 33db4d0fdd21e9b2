import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import { usePermissions } from '@/shared/auth'
import { carriedSearch, RedirectKeepingSearch } from '@/shared/routing'
import { PageFrame } from '@/shared/frame'
import { ChannelSettingsSection } from './channel-settings-form'
import { ChannelTargetingSection } from './channel-targeting-form'
import { InstallationDefaultsSection } from './installation-defaults-form'
import { scrollFade, useSelectedTabInView } from '../channel-detail/use-selected-tab-in-view'
import { SETTINGS_SECTIONS, type SettingsSection } from './sections'

const SECTIONS = SETTINGS_SECTIONS
type Section = SettingsSection

/** Saving settings needs the channel write permission; without it the forms are read-only. */
const WRITE = 'channel_write'

const useStyles = makeStyles({
  nav: { overflowX: 'auto' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
})

/** A channel's settings tab: a section nav and the section's own form (settings/channelSettings, …). */
export function ChannelSettingsScreen() {
  const { t } = useTranslation(['channels', 'breadcrumb'])
  const styles = useStyles()
  const { channelId = '' } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const { can } = usePermissions()
  const readOnly = !can(WRITE)
  const settingsBase = location.pathname.slice(0, location.pathname.lastIndexOf('/settings') + '/settings'.length)
  const current = SECTIONS.find((section) => location.pathname.split('/').includes(section)) ?? 'channelSettings'
  const props = { channelId, readOnly }
  const { ref: sectionsRef, edges } = useSelectedTabInView(current)
  const screens: Record<Section, ReactElement> = {
    channelSettings: <ChannelSettingsSection {...props} />,
    installationDefaults: <InstallationDefaultsSection {...props} />,
    channelTargeting: <ChannelTargetingSection {...props} />,
  }
  return (
    <PageFrame title={t('pages.channels.detail.tabs.settings')} subtitle={readOnly ? t('pages.channels.settings.readOnly') : undefined}>
      <div className={styles.body}>
        <TabList
          ref={sectionsRef}
          className={styles.nav}
          style={scrollFade(edges)}
          size="small"
          appearance="subtle"
          selectedValue={current}
          aria-label={t('pages.channels.settings.sectionsLabel')}
          onTabSelect={(_, data) => void navigate(`${settingsBase}/${String(data.value)}${carriedSearch(location.search)}`)}
        >
          {SECTIONS.map((section) => (
            <Tab key={section} value={section}>
              {t(`breadcrumb:segments.${section}`)}
            </Tab>
          ))}
        </TabList>
        {SECTIONS.some((section) => location.pathname.split('/').includes(section)) ? screens[current] : <RedirectKeepingSearch to="channelSettings" />}
      </div>
    </PageFrame>
  )
}
