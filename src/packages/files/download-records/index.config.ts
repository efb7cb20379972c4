export default definePageConfig({
  navigationBarTitleText: '下载记录',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
