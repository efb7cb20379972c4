export default definePageConfig({
  navigationBarTitleText: '园区详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
