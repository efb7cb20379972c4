export default definePageConfig({
  navigationBarTitleText: '活动详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
