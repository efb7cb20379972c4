import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren } from 'react'
import { PageShell } from '@/features/layout/page-shell'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useStores, useT } from '@/stores/context'
import { PC_SECTIONS, SECTION_ROUTES, type PcSection } from './sections'
import { useCity } from './use-city'
import './pc-layout.scss'

interface Props {
  route: RouteKey
  /** The section the page belongs to; its navigation entry is highlighted. None on the zone home. */
  section?: PcSection
  titleKey?: MessageKey
}

/**
 * The frame of every page of the hot-city zone: a top bar with the city name (back to the zone home) and
 * the eight sections, over a centred content column; wide screens get one bar, phones a scrolling nav row.
 */
export const PcLayout = observer(({ route, section, titleKey, children }: PropsWithChildren<Props>) => {
  const t = useT()
  const { app } = useStores()
  const city = useCity()
  const wide = app.wideScreen

  return (
    <PageShell route={route} titleKey={titleKey}>
      <View className={`pc-layout ${wide ? 'pc-layout--wide' : 'pc-layout--narrow'}`} data-testid='pc-layout'>
        <View className='pc-topbar'>
          <View className='pc-topbar__inner'>
            <View
              className={`pc-topbar__brand ${section ? '' : 'pc-topbar__brand--active'}`}
              data-testid='pc-city'
              onClick={() => void navigate('pchotcity')}
            >
              <Text className='pc-topbar__city'>{city.name}</Text>
              <Text className='pc-topbar__zone'>{t('city.pc.zone')}</Text>
            </View>
            <ScrollView className='pc-nav' scrollX enableFlex aria-label={t('city.pc.nav')}>
              {PC_SECTIONS.map((key) => (
                <Text
                  key={key}
                  className={`pc-nav__item ${key === section ? 'pc-nav__item--active' : ''}`}
                  data-testid={`pc-nav-${key}`}
                  aria-current={key === section ? 'page' : undefined}
                  onClick={() => void navigate(SECTION_ROUTES[key].route)}
                >
                  {t(SECTION_ROUTES[key].label)}
                </Text>
              ))}
            </ScrollView>
          </View>
        </View>
        <View className='pc-layout__column'>{children}</View>
      </View>
    </PageShell>
  )
})

/** The zone's frame of one page as the sections template takes it: the page's route and section bound. */
export function pcFrame(route: RouteKey, section?: PcSection) {
  return function PcFrame({ titleKey, children }: PropsWithChildren<{ titleKey?: MessageKey }>) {
    return (
      <PcLayout route={route} section={section} titleKey={titleKey}>
        {children}
      </PcLayout>
    )
  }
}
