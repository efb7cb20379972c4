/** The mini program draws WeChat's own bar over every page: the app's bar, and its weight, stay out of its package. */
export function PageTopBar(_: { title: string; isTab: boolean }) {
  return null
}
