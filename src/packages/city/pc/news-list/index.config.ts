export default definePageConfig({
  navigationBarTitleText: '新闻资讯',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
