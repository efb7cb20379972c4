export default definePageConfig({
  navigationBarTitleText: '展览详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
