import { currentSurface } from '@/platform/environment'
import { AppTopBar, topBarOf } from './app-top-bar'

/** The app's top bar over a page where the surface has none of its own (H5; page-top-bar.weapp.tsx draws none). */
export function PageTopBar({ title, isTab }: { title: string; isTab: boolean }) {
  const bar = topBarOf(currentSurface(), isTab)
  return bar && <AppTopBar title={title} share={bar.share} />
}
