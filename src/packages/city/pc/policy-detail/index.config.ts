export default definePageConfig({
  navigationBarTitleText: '政策详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
