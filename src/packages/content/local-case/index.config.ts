export default definePageConfig({
  navigationBarTitleText: '公示公告',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
