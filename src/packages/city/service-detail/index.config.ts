export default definePageConfig({
  navigationBarTitleText: '服务详情',
  enablePullDownRefresh: false,
  backgroundTextStyle: 'dark',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
