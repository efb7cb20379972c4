import { createContext } from 'react'

/** The page being drawn, as `useRouter` answers it while the server draws (taro.cjs). */
export const RouterContext = createContext<{ params: Record<string, string>; path: string; $taroPath: string }>({
  params: {},
  path: '/',
  $taroPath: '',
})
