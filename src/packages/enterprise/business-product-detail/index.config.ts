export default definePageConfig({
  navigationBarTitleText: '产品详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
