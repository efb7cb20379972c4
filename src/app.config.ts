import { zhCN } from './i18n/zh-cn'
import { mainPages, preloadRule, subPackages, tabRoutes } from './routes/derive'
import { DEFAULT_NAV_COLOR } from './routes/table'
import { COLORS } from './styles/colors'

// Everything here is derived from the route table; no page path is typed in this file.
export default defineAppConfig({
  pages: mainPages(),
  subPackages: subPackages().map(({ root, name, pages }) => ({ root, name, pages })),
  // Mini program only; H5 carries this config in its first load.
  ...(process.env.TARO_ENV !== 'h5' && { preloadRule: preloadRule(), lazyCodeLoading: 'requiredComponents' }),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: `#${DEFAULT_NAV_COLOR}`,
    navigationBarTitleText: zhCN['app.name'],
    navigationBarTextStyle: 'white',
    backgroundColor: COLORS.background,
  },
  tabBar: {
    color: COLORS.textTertiary,
    selectedColor: COLORS.primaryDark,
    backgroundColor: COLORS.surface,
    borderStyle: 'white',
    list: tabRoutes().map(({ route }) => ({
      pagePath: route.page,
      text: zhCN[route.tab!.text],
      iconPath: route.tab!.icon,
      selectedIconPath: route.tab!.selectedIcon,
    })),
  },
})
