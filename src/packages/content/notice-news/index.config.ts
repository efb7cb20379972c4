export default definePageConfig({
  navigationBarTitleText: '大会公告',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
