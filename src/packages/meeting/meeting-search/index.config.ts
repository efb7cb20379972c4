export default definePageConfig({
  navigationBarTitleText: '会议搜索',
  enablePullDownRefresh: true,
})
