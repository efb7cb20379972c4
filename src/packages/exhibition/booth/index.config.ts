export default definePageConfig({
  navigationBarTitleText: '展位详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
