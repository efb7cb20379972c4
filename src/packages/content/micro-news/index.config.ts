export default definePageConfig({
  navigationBarTitleText: '微资讯',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
